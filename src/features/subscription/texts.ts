import { formatNumber } from "@/lib/format";

/** pt-BR texts of the Sign&Drive tab. */
export const subscriptionTexts = {
  tabBuy: "Comprar",
  tabSubscribe: "VW Sign&Drive",
  tabsLabel: "Formas de ter seu Volkswagen",
  title: "VW Sign&Drive: seu carro por assinatura",
  intro:
    "Um Volkswagen zero-quilômetro por uma mensalidade fixa, sem entrada. IPVA, seguro, manutenção e assistência 24h por nossa conta.",
  from: "a partir de",
  perMonth: "/mês",
  chooser: "Monte seu plano",
  formTitle: "Quero assinar",
  formIntro: "Deixe seus dados e uma concessionária entra em contato para a assinatura.",
  model: "Modelo",
  term: "Prazo do contrato",
  months: (n: number) => `${n} meses`,
  km: "Quilometragem por mês",
  kmBand: (km: number) => `${formatNumber(km)} km`,
  monthlyPrice: "Mensalidade",
  included: "Incluso na mensalidade",
  includedItems: [
    "IPVA e licenciamento",
    "Seguro total com cobertura para terceiros",
    "Manutenções preventivas na concessionária",
    "Assistência 24h em todo o Brasil",
  ],
  selected: (model: string, term: number, km: number) =>
    `${model}, ${term} meses, ${formatNumber(km)} km por mês`,
} as const;
