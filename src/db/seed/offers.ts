import { buildDealerNetwork, type SeedDealer } from "./dealer-network";
import { lineup, type SeedModel, type SeedVersion } from "./lineup";
import { financingFeeRows, financingRateRows } from "./financing";
import type { RateTable } from "@/features/financing/domain/rates";
import { simulate } from "@/features/financing/domain/simulation";
import { fabricationAndModelYear } from "@/lib/vehicle-year";

/**
 * The seeded offers: deterministic from the line-up and the dealer network, with validity windows
 * relative to the day the database is seeded, so a fresh database always has current offers, a few
 * that already ended and a few that have not started (neither of which may ever be shown).
 */
export interface SeedCampaign {
  slug: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
}

export interface SeedCoverageArea {
  stateCode?: string;
  city?: string;
  dealerCode?: string;
}

export interface SeedOffer {
  slug: string;
  kind: "model" | "dealer" | "direct-sales";
  versionCode: string;
  campaignSlug?: string;
  dealerCode?: string;
  title: string;
  buyType: "cash" | "financing";
  priceCents: number;
  downPaymentCents?: number;
  installments?: number;
  installmentCents?: number;
  monthlyRatePercent?: string;
  cetMonthlyPercent?: string;
  conditions: string;
  highlights: string[];
  segments: string[];
  discountMinPercent?: number;
  discountMaxPercent?: number;
  coverage: "national" | "states" | "cities" | "dealers";
  areas: SeedCoverageArea[];
  validFrom: Date;
  validUntil: Date;
}

const dayMs = 86_400_000;
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const money = (cents: number) => brl.format(cents / 100);

/** Advertised prices end in 990 reais, as Brazilian price tags do. */
function roundPrice(reais: number): number {
  return (Math.floor(reais / 1000) * 1000 + 990) * 100;
}

const lenderTable: RateTable = { rates: financingRateRows(), fees: financingFeeRows };
/** "0,46": a percent as offers store their rates. */
const decimalPercent = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * What a financing offer advertises is the simulator's own figure at the offer's terms (fees and
 * IOF financed, as the lender does), so the card, the simulator and the dealer's lead agree.
 */
export function advertisedFinancing(
  priceCents: number,
  downPaymentCents: number,
  termMonths: number,
  monthlyRateBasisPoints: number,
) {
  const outcome = simulate(
    lenderTable,
    { plan: "cdc", priceCents, downPaymentCents, termMonths },
    { monthlyRateBasisPoints, minDownPaymentCents: downPaymentCents, maxTermMonths: termMonths },
  );
  if (!outcome.ok)
    throw new Error(`seeded financing outside the rate table: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

const regions: { name: string; states: string[] }[] = [
  { name: "Sudeste", states: ["SP", "RJ", "MG", "ES"] },
  { name: "Sul", states: ["PR", "SC", "RS"] },
  { name: "Nordeste", states: ["BA", "PE", "CE", "MA", "PB", "RN", "AL", "SE", "PI"] },
  { name: "Centro-Oeste", states: ["DF", "GO", "MT", "MS"] },
  { name: "Norte", states: ["AM", "PA", "AC", "AP", "RO", "RR", "TO"] },
];

const metroCities: { state: string; city: string }[][] = [
  [
    { state: "SP", city: "São Paulo" },
    { state: "SP", city: "Guarulhos" },
    { state: "SP", city: "São Bernardo do Campo" },
  ],
  [
    { state: "PR", city: "Curitiba" },
    { state: "PR", city: "Ponta Grossa" },
  ],
  [
    { state: "RJ", city: "Rio de Janeiro" },
    { state: "RJ", city: "Niterói" },
  ],
  [
    { state: "MG", city: "Belo Horizonte" },
    { state: "MG", city: "Contagem" },
  ],
];

function highlightsOf(model: SeedModel, version: SeedVersion, extra: string[]): string[] {
  const fromEquipment = version.equipment
    .filter((item) =>
      [
        "Painel digital Active Info Display",
        "Central multimídia VW Play",
        "Frenagem autônoma de emergência (AEB)",
        "Faróis Full LED",
        "Teto solar panorâmico",
        "Controle de cruzeiro adaptativo (ACC)",
        "Tração 4MOTION",
      ].includes(item),
    )
    .slice(0, 2);
  const power = `${version.engine} · ${version.potency}`;
  return [...extra, power, ...fromEquipment, model.tagline].slice(0, 4);
}

function cashConditions(version: SeedVersion, priceCents: number, where: string): string {
  return (
    `Preço à vista de ${money(priceCents)} para ${version.name} ${fabricationAndModelYear(version.modelYear)}, ` +
    `pintura sólida, sem opcionais. Frete incluso. ${where} ` +
    "Oferta válida enquanto durarem os estoques e não cumulativa com outras promoções. Imagens ilustrativas."
  );
}

function financingConditions(
  version: SeedVersion,
  priceCents: number,
  downPaymentCents: number,
  installments: number,
  installmentCents: number,
  rate: string,
  cet: { monthly: number; yearly: number },
  where: string,
): string {
  return (
    `${version.name} ${fabricationAndModelYear(version.modelYear)} por ${money(priceCents)}: entrada de ` +
    `${money(downPaymentCents)} e saldo em ${installments} parcelas mensais de ${money(installmentCents)}, ` +
    `taxa de ${rate}% a.m., financiamento pelo Banco Volkswagen sujeito a aprovação de crédito. ` +
    `Tarifas e IOF financiados e inclusos nas parcelas; CET de ${percent.format(cet.monthly)} a.m. ` +
    `(${percent.format(cet.yearly)} a.a.). ${where} Oferta não cumulativa. Imagens ilustrativas.`
  );
}

export function buildOfferSeed(now: Date = new Date()): {
  campaigns: SeedCampaign[];
  offers: SeedOffer[];
} {
  const day = (offset: number) => new Date(now.getTime() + offset * dayMs);
  const campaigns: SeedCampaign[] = [
    {
      slug: "feirao-volkswagen",
      name: "Feirão Volkswagen",
      description: "Preços especiais à vista em toda a linha, por tempo limitado.",
      startsAt: day(-10),
      endsAt: day(50),
    },
    {
      slug: "taxa-zero",
      name: "Taxa Zero VW",
      description: "Financiamento com taxa 0% a.m. e entrada de 50% pelo Banco Volkswagen.",
      startsAt: day(-20),
      endsAt: day(40),
    },
    {
      slug: "vendas-diretas",
      name: "Vendas Diretas Volkswagen",
      description: "Descontos para PcD, produtores rurais, taxistas e empresas.",
      startsAt: day(-30),
      endsAt: day(90),
    },
    {
      slug: "outlet-da-rede",
      name: "Outlet da Rede",
      description: "Veículos à pronta entrega com preço de outlet nas concessionárias.",
      startsAt: day(-15),
      endsAt: day(30),
    },
    {
      slug: "queima-de-estoque-2025",
      name: "Queima de estoque 2025",
      description: "Campanha encerrada.",
      startsAt: day(-120),
      endsAt: day(-60),
    },
  ];

  const offers: SeedOffer[] = [];
  const versions = lineup.flatMap((model) => model.versions.map((version) => ({ model, version })));

  // Maker offers by model: a national cash price for every version, and financing in regions.
  versions.forEach(({ model, version }, index) => {
    const list = version.priceBRL;
    const bonus = 0.03 + (index % 4) * 0.01;
    const price = roundPrice(list * (1 - bonus));
    offers.push({
      slug: `${model.slug}-${slugOf(version.code)}-a-vista`,
      kind: "model",
      versionCode: version.code,
      campaignSlug: "feirao-volkswagen",
      title: `${version.name} à vista com bônus`,
      buyType: "cash",
      priceCents: price,
      conditions: cashConditions(version, price, "Válida em todo o Brasil."),
      highlights: highlightsOf(model, version, [`Bônus de ${money(list * 100 - price)}`]),
      segments: [],
      coverage: "national",
      areas: [],
      validFrom: day(-10),
      validUntil: day(20 + (index % 5) * 6),
    });
    if (index % 2 === 0 || model.powertrain === "electric") {
      const region = regions[index % regions.length] ?? regions[0];
      const zero = index % 4 === 0;
      const rateText = zero ? "0,00" : "0,99";
      const months = zero ? 24 : 36;
      const financed = list * 100;
      // Whole reais, as the simulator's field and shared links carry the down payment.
      const down = Math.round((financed * (zero ? 0.5 : 0.4)) / 100) * 100;
      const advertised = advertisedFinancing(financed, down, months, zero ? 0 : 99);
      const installment = advertised.instalmentCents;
      const byCity = index % 6 === 2;
      const metro = metroCities[index % metroCities.length] ?? [];
      const where = byCity
        ? `Válida em ${metro.map((place) => place.city).join(", ")}.`
        : `Válida na região ${region?.name} (${region?.states.join(", ")}).`;
      offers.push({
        slug: `${model.slug}-${slugOf(version.code)}-financiado-${byCity ? "metropolitana" : slugOf(region?.name ?? "")}`,
        kind: "model",
        versionCode: version.code,
        campaignSlug: "taxa-zero",
        title: zero
          ? `${version.name} com taxa 0% a.m.`
          : `${version.name} financiado em ${months}x`,
        buyType: "financing",
        priceCents: financed,
        downPaymentCents: down,
        installments: months,
        installmentCents: installment,
        monthlyRatePercent: rateText,
        cetMonthlyPercent: decimalPercent.format(advertised.cetMonthly * 100),
        conditions: financingConditions(
          version,
          financed,
          down,
          months,
          installment,
          rateText,
          { monthly: advertised.cetMonthly, yearly: advertised.cetYearly },
          where,
        ),
        highlights: highlightsOf(model, version, [
          zero ? "Taxa 0% a.m." : `${months}x de ${money(installment)}`,
        ]),
        segments: [],
        coverage: byCity ? "cities" : "states",
        areas: byCity
          ? metro.map((place) => ({ stateCode: place.state, city: place.city }))
          : (region?.states ?? []).map((stateCode) => ({ stateCode })),
        validFrom: day(-20),
        validUntil: day(25 + (index % 3) * 5),
      });
    }
  });

  // Dealer network (outlet) offers: each dealer has one or two stock cars with an outlet price.
  const network = buildDealerNetwork();
  network.forEach((dealer, index) => {
    const picks = index % 3 === 0 ? [index, index + 11] : [index];
    picks.forEach((pick, n) => {
      const entry = versions[(pick * 7) % versions.length];
      if (!entry) return;
      offers.push(dealerOffer(entry.model, entry.version, dealer, index, n, day));
    });
  });

  // Direct sales: PcD up to the IPI exemption ceiling, rural producers, taxi drivers, companies.
  const directSegments: { segment: string; fits: (model: SeedModel, v: SeedVersion) => boolean }[] =
    [
      { segment: "PcD", fits: (_m, v) => v.priceBRL <= 200000 },
      { segment: "Produtor rural", fits: (m) => m.bodyStyle === "pickup" },
      { segment: "Taxista", fits: (m, v) => m.bodyStyle === "sedan" && v.priceBRL <= 150000 },
      {
        segment: "Empresas (CNPJ)",
        fits: (m) => m.bodyStyle !== "van" || m.powertrain === "electric",
      },
    ];
  versions.forEach(({ model, version }, index) => {
    const segments = directSegments
      .filter(({ fits }) => fits(model, version))
      .map(({ segment }) => segment);
    if (segments.length === 0 || index % 5 === 4) return;
    const minPercent = 5 + (index % 3);
    const maxPercent = segments.includes("PcD") ? 18 + (index % 4) : 10 + (index % 5);
    const price = roundPrice(version.priceBRL * (1 - maxPercent / 100));
    const regional = index % 4 === 1;
    const region = regions[index % regions.length] ?? regions[0];
    offers.push({
      slug: `${model.slug}-${slugOf(version.code)}-vendas-diretas`,
      kind: "direct-sales",
      versionCode: version.code,
      campaignSlug: "vendas-diretas",
      title: `${version.name} em vendas diretas`,
      buyType: "cash",
      priceCents: price,
      conditions:
        `Desconto de ${minPercent}% a ${maxPercent}% sobre o preço público sugerido de ${money(version.priceBRL * 100)}, ` +
        `conforme o segmento (${segments.join(", ")}) e a documentação exigida. Preço a partir de ${money(price)} ` +
        `para ${version.name} ${fabricationAndModelYear(version.modelYear)}. ` +
        (regional ? `Válida na região ${region?.name}. ` : "Válida em todo o Brasil. ") +
        "Faturamento direto de fábrica, entrega pela concessionária escolhida. Imagens ilustrativas.",
      highlights: highlightsOf(model, version, [`Até ${maxPercent}% de desconto`]),
      segments,
      discountMinPercent: minPercent,
      discountMaxPercent: maxPercent,
      coverage: regional ? "states" : "national",
      areas: regional ? (region?.states ?? []).map((stateCode) => ({ stateCode })) : [],
      validFrom: day(-30),
      validUntil: day(60 + (index % 4) * 7),
    });
  });

  // Ended and not-yet-started offers: kept for the record, never shown.
  versions.slice(0, 6).forEach(({ model, version }, index) => {
    const ended = index % 2 === 0;
    const price = roundPrice(version.priceBRL * 0.9);
    offers.push({
      slug: `${model.slug}-${slugOf(version.code)}-${ended ? "encerrada" : "em-breve"}`,
      kind: "model",
      versionCode: version.code,
      campaignSlug: ended ? "queima-de-estoque-2025" : undefined,
      title: `${version.name} ${ended ? "na queima de estoque" : "em pré-venda"}`,
      buyType: "cash",
      priceCents: price,
      conditions: cashConditions(version, price, "Válida em todo o Brasil."),
      highlights: highlightsOf(model, version, []),
      segments: [],
      coverage: "national",
      areas: [],
      validFrom: ended ? day(-120) : day(15),
      validUntil: ended ? day(-60 + index) : day(75),
    });
  });

  return { campaigns, offers };
}

function dealerOffer(
  model: SeedModel,
  version: SeedVersion,
  dealer: SeedDealer,
  index: number,
  n: number,
  day: (offset: number) => Date,
): SeedOffer {
  const discount = 0.05 + ((index + n) % 6) * 0.01;
  const price = roundPrice(version.priceBRL * (1 - discount));
  const where = `Válida somente na ${dealer.name} (${dealer.city} - ${dealer.stateCode}), para unidades em estoque.`;
  return {
    slug: `${model.slug}-${slugOf(version.code)}-${dealer.code}${n > 0 ? `-${n + 1}` : ""}`,
    kind: "dealer",
    versionCode: version.code,
    campaignSlug: "outlet-da-rede",
    dealerCode: dealer.code,
    title: `${version.name} à pronta entrega na ${dealer.name}`,
    buyType: "cash",
    priceCents: price,
    conditions: cashConditions(version, price, where),
    highlights: highlightsOf(model, version, [
      "Pronta entrega",
      `${Math.round(discount * 100)}% abaixo do preço sugerido`,
    ]),
    segments: [],
    coverage: "dealers",
    areas: [{ dealerCode: dealer.code, stateCode: dealer.stateCode, city: dealer.city }],
    validFrom: day(-5),
    validUntil: day(10 + ((index * 3) % 20)),
  };
}

function slugOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}
