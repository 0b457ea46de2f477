import { formatBRL } from "@/lib/format";
import { simulatorLauncherTexts } from "./launcher-texts";
import type { OfferRate } from "./domain/offer-rate";

/** pt-BR texts of the financing simulator, shared by the components, the API and the tests. */
export const financingTexts = {
  ...simulatorLauncherTexts,
  title: "Simulador de financiamento",
  close: "Fechar simulador",
  vehiclePrice: "Valor do veículo",
  plan: "Plano",
  plans: {
    cdc: "CDC (parcelas fixas)",
    balloon: "Balão (parcela final residual)",
  },
  downPayment: "Entrada",
  downPaymentSlider: "Entrada (controle deslizante)",
  downPaymentHint: (minCents: number, maxCents: number) =>
    `De ${formatBRL(minCents)} a ${formatBRL(maxCents)}`,
  term: "Prazo",
  months: (n: number) => `${n} meses`,
  result: "Resultado da simulação",
  instalments: (n: number) => `${n}x de`,
  residual: "Parcela final residual",
  monthlyRate: "Taxa de juros",
  released: "Valor financiado do veículo",
  iof: "IOF",
  financed: "Total financiado (com IOF e tarifas)",
  cet: "CET (custo efetivo total)",
  perMonth: "ao mês",
  perYear: "ao ano",
  totalPaid: "Total pago (entrada + parcelas)",
  share: "Copiar link da simulação",
  shared: "Link da simulação copiado",
  shareFailed: "Não foi possível copiar. Copie o link abaixo.",
  shareLink: "Link da simulação",
  unreadableLink:
    "Não foi possível ler a simulação deste link. Mostramos a simulação inicial desta oferta.",
  offerRate: {
    applied: (offer: OfferRate) =>
      `Condição desta oferta aplicada: taxa de ${formatRate(offer.monthlyRateBasisPoints / 10_000)} ao mês, ` +
      `com entrada a partir de ${formatBRL(offer.minDownPaymentCents)} e prazo de até ${offer.maxTermMonths} meses.`,
    notApplied: (offer: OfferRate) =>
      `A taxa de ${formatRate(offer.monthlyRateBasisPoints / 10_000)} ao mês desta oferta vale no plano CDC, ` +
      `com entrada a partir de ${formatBRL(offer.minDownPaymentCents)} e prazo de até ${offer.maxTermMonths} meses. ` +
      `Fora dessas condições, vale a taxa da tabela.`,
    use: "Usar a condição da oferta",
    rateSuffix: "taxa da oferta",
  },
  disclaimer:
    "Simulação sem valor de proposta: taxas e condições sujeitas à análise de crédito pela instituição financeira.",
  ratesUnavailable: "Não foi possível carregar as taxas. Tente novamente.",
  retry: "Tentar novamente",
  errors: {
    unknownPlan: "Escolha um plano de financiamento válido.",
    term: (min: number, max: number) => `Escolha um prazo da tabela, entre ${min} e ${max} meses.`,
    abovePrice: "A entrada não pode ser maior que o valor do veículo.",
    belowMinimum: (percent: number, cents: number) =>
      `A entrada mínima é de ${percent}% do valor do veículo (${formatBRL(cents)}).`,
    aboveMaximum: (percent: number, cents: number) =>
      `Neste plano, a entrada máxima é de ${percent}% do valor do veículo (${formatBRL(cents)}).`,
    noRate: "Não há taxa na tabela para esta entrada e prazo.",
    unknownOffer: "Oferta não encontrada.",
    invalidAmount: "Informe um valor em reais.",
  },
} as const;

const percent = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1,49%" from 0.0149. */
export function formatRate(rate: number): string {
  return percent.format(rate);
}
