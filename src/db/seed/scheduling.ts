import { eq } from "drizzle-orm";
import type { Database } from "../client";
import {
  additionalServices,
  dealerShiftCapacity,
  dealers,
  holidays,
  revisionPackagePrices,
  revisionPackages,
  serviceBadges,
  serviceOffers,
  vehicleModels,
  type MandatoryItem,
} from "../schema";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Region price factors: freight and labour rates differ from the Southeast reference. */
const regionFactor = {
  Sudeste: 1,
  Sul: 1.03,
  "Centro-Oeste": 1.05,
  Nordeste: 0.98,
  Norte: 1.08,
} as const;

/** Reference prices (Sudeste, in centavos) of each model's consumables and labour hour. */
const modelPricing: Record<string, { oilLitres: number; labourHourCents: number; size: number }> = {
  "polo-track": { oilLitres: 3.6, labourHourCents: 21_000, size: 1 },
  polo: { oilLitres: 3.6, labourHourCents: 21_000, size: 1 },
  virtus: { oilLitres: 3.6, labourHourCents: 22_000, size: 1.05 },
  nivus: { oilLitres: 4, labourHourCents: 23_000, size: 1.1 },
  "t-cross": { oilLitres: 4, labourHourCents: 23_000, size: 1.1 },
  tera: { oilLitres: 3.6, labourHourCents: 22_000, size: 1.05 },
  taos: { oilLitres: 4.7, labourHourCents: 26_000, size: 1.3 },
  saveiro: { oilLitres: 3.6, labourHourCents: 21_000, size: 1.05 },
  amarok: { oilLitres: 8.2, labourHourCents: 31_000, size: 1.6 },
  "jetta-gli": { oilLitres: 5.7, labourHourCents: 30_000, size: 1.5 },
  "id-4": { oilLitres: 0, labourHourCents: 32_000, size: 1.4 },
  "id-buzz": { oilLitres: 0, labourHourCents: 34_000, size: 1.6 },
};

const round = (cents: number) => Math.round(cents / 10) * 10;

/** The items every revision n changes, by the maintenance plan of the owner's manual. */
function revisionItems(
  n: number,
  electric: boolean,
  oilLitres: number,
  size: number,
): MandatoryItem[] {
  const item = (description: string, priceCents: number) => ({
    description,
    priceCents: round(priceCents * size),
  });
  const items: MandatoryItem[] = [];
  if (!electric) {
    items.push(
      {
        description: `Óleo do motor 0W-20 VW 508 00 (${oilLitres.toLocaleString("pt-BR")} L)`,
        priceCents: round(oilLitres * 6_490),
      },
      item("Filtro de óleo", 8_900),
      item("Anel de vedação do bujão do cárter", 1_200),
    );
  }
  items.push(item("Filtro de ar-condicionado (antipólen)", 11_900));
  if (n % 2 === 0) items.push(item("Fluido de freio DOT 4 (1 L)", 9_800));
  if (!electric && n % 2 === 0) items.push(item("Filtro de ar do motor", 12_900));
  if (!electric && n % 3 === 0) items.push(item("Velas de ignição (jogo)", 29_600));
  if (!electric && n % 6 === 0) items.push(item("Correia dentada e tensor", 98_000));
  if (electric && n % 4 === 0) items.push(item("Líquido de arrefecimento da bateria", 24_000));
  items.push({ description: "Descarte ambiental de resíduos", priceCents: 1_900 });
  return items;
}

function checkedItems(electric: boolean): string[] {
  const common = [
    "Freios: pastilhas, discos e fluido",
    "Suspensão e direção",
    "Pneus: desgaste, calibragem e rodízio",
    "Iluminação e sinalização",
    "Palhetas e lavador do para-brisa",
    "Leitura de falhas no diagnóstico eletrônico",
    "Atualização de software das centrais",
  ];
  return electric
    ? ["Bateria de alta tensão: estado e isolação", "Cabos e conector de recarga", ...common]
    : [
        "Nível e vazamentos de óleo e arrefecimento",
        "Bateria de 12 V",
        "Sistema de escape",
        ...common,
      ];
}

export const seedAdditionalServices = [
  {
    code: "ALINHAMENTO",
    name: "Alinhamento e balanceamento",
    description:
      "Alinhamento 3D das rodas dianteiras e traseiras e balanceamento das quatro rodas.",
    serviceType: "2",
    priceCents: 18_990,
    durationMinutes: 60,
    powertrain: "all",
  },
  {
    code: "HIGIENIZACAO-AC",
    name: "Higienização do ar-condicionado",
    description:
      "Limpeza do evaporador e dos dutos com espuma bactericida. O filtro antipólen é trocado na revisão, que já o cobra.",
    serviceType: "2",
    priceCents: 24_900,
    durationMinutes: 45,
    powertrain: "all",
  },
  {
    code: "PASTILHAS-DIANTEIRAS",
    name: "Pastilhas de freio dianteiras",
    description: "Troca das pastilhas dianteiras com peças originais e teste de frenagem.",
    serviceType: "2",
    priceCents: 46_900,
    durationMinutes: 60,
    powertrain: "all",
  },
  {
    code: "BATERIA-12V",
    name: "Troca da bateria de 12 V",
    description: "Teste do sistema de carga e troca da bateria por uma original Moura/VW.",
    serviceType: "2",
    priceCents: 69_900,
    durationMinutes: 30,
    powertrain: "all",
  },
  {
    code: "LIMPEZA-BICOS",
    name: "Limpeza dos bicos injetores",
    description: "Limpeza por ultrassom e teste de vazão dos bicos injetores.",
    serviceType: "2",
    priceCents: 32_900,
    durationMinutes: 90,
    powertrain: "combustion",
  },
  {
    code: "PALHETAS",
    name: "Palhetas do limpador",
    description: "Troca das palhetas dianteiras originais.",
    serviceType: "2",
    priceCents: 15_900,
    durationMinutes: 15,
    powertrain: "all",
  },
  {
    code: "FUNILARIA",
    name: "Funilaria e pintura",
    description: "Avaliação de danos na lataria e orçamento no local.",
    serviceType: "2",
    priceCents: 0,
    durationMinutes: 60,
    powertrain: "all",
  },
  {
    code: "SUSPENSAO",
    name: "Revisão da suspensão",
    description: "Avaliação de amortecedores, buchas e bandejas; peças orçadas no local.",
    serviceType: "2",
    priceCents: 0,
    durationMinutes: 60,
    powertrain: "all",
  },
  {
    code: "BATERIA-HV-DIAGNOSTICO",
    name: "Diagnóstico da bateria de alta tensão",
    description: "Relatório de saúde (SOH) das células e do sistema de gerenciamento da bateria.",
    serviceType: "2",
    priceCents: 29_900,
    durationMinutes: 60,
    powertrain: "electric",
  },
  {
    code: "CHECKUP-VIAGEM",
    name: "Check-up de viagem",
    description: "Inspeção de 40 itens de segurança antes de pegar a estrada.",
    serviceType: "2",
    priceCents: 0,
    durationMinutes: 30,
    powertrain: "all",
  },
  {
    code: "DIAGNOSTICO",
    name: "Diagnóstico de inconveniente",
    description:
      "Avaliação de um ruído, luz no painel ou falha relatada pelo cliente; orçamento no local.",
    serviceType: "3",
    priceCents: 0,
    durationMinutes: 60,
    powertrain: "all",
  },
] as const;

const badges = [
  { code: "OFERTA", label: "Oferta", tone: "offer" },
  { code: "GRATIS", label: "Grátis", tone: "free" },
  { code: "NOVO", label: "Novo", tone: "new" },
  { code: "RECOMENDADO", label: "Recomendado", tone: "info" },
] as const;

/** Easter Sunday (anonymous Gregorian algorithm); Carnival, Good Friday and Corpus Christi follow it. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const dayString = (date: Date) => date.toISOString().slice(0, 10);
const shifted = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

export function nationalHolidays(year: number): { day: string; name: string }[] {
  const easter = easterSunday(year);
  const fixed: [string, string][] = [
    ["01-01", "Confraternização Universal"],
    ["04-21", "Tiradentes"],
    ["05-01", "Dia do Trabalho"],
    ["09-07", "Independência do Brasil"],
    ["10-12", "Nossa Senhora Aparecida"],
    ["11-02", "Finados"],
    ["11-15", "Proclamação da República"],
    ["11-20", "Dia Nacional de Zumbi e da Consciência Negra"],
    ["12-25", "Natal"],
  ];
  return [
    ...fixed.map(([date, name]) => ({ day: `${year}-${date}`, name })),
    { day: dayString(shifted(easter, -48)), name: "Carnaval" },
    { day: dayString(shifted(easter, -47)), name: "Carnaval" },
    { day: dayString(shifted(easter, -2)), name: "Sexta-feira Santa" },
    { day: dayString(shifted(easter, 60)), name: "Corpus Christi" },
  ];
}

/**
 * State holidays set by each state's law; national dates that states repeat are left out, and the
 * states whose law adds none (ES, GO, MG, MT, SC) have none here.
 */
const stateHolidays: [string, string, string][] = [
  ["AC", "01-23", "Dia do Evangélico"],
  ["AC", "06-15", "Aniversário do Acre"],
  ["AC", "09-05", "Dia da Amazônia"],
  ["AC", "11-17", "Assinatura do Tratado de Petrópolis"],
  ["AL", "06-24", "São João"],
  ["AL", "06-29", "São Pedro"],
  ["AL", "09-16", "Emancipação Política de Alagoas"],
  ["AM", "09-05", "Elevação do Amazonas à categoria de província"],
  ["AP", "03-19", "Dia de São José"],
  ["AP", "07-25", "São Tiago"],
  ["AP", "10-05", "Criação do Estado do Amapá"],
  ["BA", "07-02", "Independência da Bahia"],
  ["CE", "03-19", "Dia de São José"],
  ["CE", "03-25", "Data Magna do Ceará"],
  ["DF", "11-30", "Dia do Evangélico"],
  ["MA", "07-28", "Adesão do Maranhão à Independência do Brasil"],
  ["MS", "10-11", "Criação do Estado de Mato Grosso do Sul"],
  ["PA", "08-15", "Adesão do Grão-Pará à Independência do Brasil"],
  ["PB", "08-05", "Fundação do Estado da Paraíba"],
  ["PE", "03-06", "Revolução Pernambucana"],
  ["PI", "03-13", "Dia da Batalha do Jenipapo"],
  ["PI", "10-19", "Dia do Piauí"],
  ["PR", "12-19", "Emancipação Política do Paraná"],
  ["RJ", "04-23", "Dia de São Jorge"],
  ["RN", "10-03", "Mártires de Cunhaú e Uruaçu"],
  ["RO", "01-04", "Criação do Estado de Rondônia"],
  ["RO", "06-18", "Dia do Evangélico"],
  ["RR", "10-05", "Criação do Estado de Roraima"],
  ["RS", "09-20", "Revolução Farroupilha"],
  ["SE", "07-08", "Emancipação Política de Sergipe"],
  ["SP", "07-09", "Revolução Constitucionalista"],
  ["TO", "09-08", "Nossa Senhora da Natividade"],
  ["TO", "10-05", "Criação do Estado do Tocantins"],
];

const cityHolidays: [string, string, string, string][] = [
  ["SP", "São Paulo", "01-25", "Aniversário de São Paulo"],
  ["RJ", "Rio de Janeiro", "01-20", "Dia de São Sebastião"],
  ["MG", "Belo Horizonte", "12-08", "Imaculada Conceição"],
  ["PR", "Curitiba", "09-08", "Nossa Senhora da Luz dos Pinhais"],
  ["RS", "Porto Alegre", "02-02", "Nossa Senhora dos Navegantes"],
  ["BA", "Salvador", "12-08", "Nossa Senhora da Conceição da Praia"],
  ["CE", "Fortaleza", "08-15", "Nossa Senhora da Assunção"],
];

function holidayRows(years: number[]) {
  return years.flatMap((year) => [
    ...nationalHolidays(year).map((h) => ({ ...h, scope: "BR" })),
    ...stateHolidays.map(([state, date, name]) => ({
      day: `${year}-${date}`,
      name,
      stateCode: state,
      scope: state,
    })),
    ...cityHolidays.map(([state, city, date, name]) => ({
      day: `${year}-${date}`,
      name,
      stateCode: state,
      city,
      scope: `${state}:${city}`,
    })),
  ]);
}

export async function seedScheduling(tx: Transaction, today = new Date()): Promise<void> {
  await tx
    .insert(serviceBadges)
    .values([...badges])
    .onConflictDoNothing();
  await tx
    .insert(additionalServices)
    .values(seedAdditionalServices.map((service) => ({ ...service })))
    .onConflictDoNothing();

  const year = today.getUTCFullYear();
  await tx
    .insert(holidays)
    .values(holidayRows([year - 1, year, year + 1, year + 2]))
    .onConflictDoNothing();

  const dealerRows = await tx.select({ id: dealers.id }).from(dealers);
  if (dealerRows.length > 0) {
    await tx
      .insert(dealerShiftCapacity)
      .values(
        dealerRows.flatMap(({ id }) => [
          { dealerId: id, shift: "Manhã" as const, capacity: 12 + (id % 3) * 2 },
          { dealerId: id, shift: "Tarde" as const, capacity: 10 + (id % 3) * 2 },
        ]),
      )
      .onConflictDoNothing();
  }

  const models = await tx
    .select({
      id: vehicleModels.id,
      slug: vehicleModels.slug,
      powertrain: vehicleModels.powertrain,
    })
    .from(vehicleModels);
  for (const model of models) {
    const pricing = modelPricing[model.slug];
    if (!pricing) continue;
    const electric = model.powertrain === "electric";
    const inserted = await tx
      .insert(revisionPackages)
      .values(
        Array.from({ length: 10 }, (_, index) => {
          const n = index + 1;
          return {
            modelId: model.id,
            revisionNumber: n,
            modelYearFrom: 2018,
            modelYearTo: 2030,
            durationMinutes: n % 2 === 0 ? 150 : 90,
            checkedItems: checkedItems(electric),
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: revisionPackages.id, revisionNumber: revisionPackages.revisionNumber });
    const prices = inserted.flatMap(({ id, revisionNumber }) => {
      const items = revisionItems(revisionNumber, electric, pricing.oilLitres, pricing.size);
      const hours = revisionNumber % 2 === 0 ? 1.5 : 1;
      return Object.entries(regionFactor).map(([region, factor]) => {
        const mandatoryItems = items.map((entry) => ({
          description: entry.description,
          priceCents: round(entry.priceCents * factor),
        }));
        return {
          packageId: id,
          region: region as keyof typeof regionFactor,
          mandatoryItems,
          partsCents: mandatoryItems.reduce((sum, entry) => sum + entry.priceCents, 0),
          labourCents: round(pricing.labourHourCents * hours * factor),
        };
      });
    });
    if (prices.length > 0) await tx.insert(revisionPackagePrices).values(prices);
  }

  const from = `${year}-01-01`;
  const until = `${year + 1}-12-31`;
  const [firstDealer] = await tx
    .select({ id: dealers.id })
    .from(dealers)
    .where(eq(dealers.code, "10000"));
  await tx
    .insert(serviceOffers)
    .values([
      {
        slug: "alinhamento-15-off",
        title: "Alinhamento e balanceamento com 15% de desconto",
        description: "Na rede inteira, para qualquer modelo.",
        serviceCode: "ALINHAMENTO",
        discountPercent: 15,
        badgeCode: "OFERTA",
        validFrom: from,
        validUntil: until,
      },
      {
        slug: "checkup-viagem-gratis",
        title: "Check-up de viagem grátis",
        description: "Inspeção de 40 itens sem custo antes das férias.",
        serviceCode: "CHECKUP-VIAGEM",
        freeOffer: true,
        badgeCode: "GRATIS",
        validFrom: from,
        validUntil: until,
      },
      {
        slug: "higienizacao-ac-10-off",
        title: "Higienização do ar-condicionado com 10% de desconto",
        description: "Junto com qualquer revisão.",
        serviceCode: "HIGIENIZACAO-AC",
        discountPercent: 10,
        badgeCode: "RECOMENDADO",
        validFrom: from,
        validUntil: until,
      },
      ...(firstDealer
        ? [
            {
              slug: "pastilhas-10000",
              title: "Pastilhas dianteiras com 20% de desconto",
              description: "Oferta desta concessionária.",
              serviceCode: "PASTILHAS-DIANTEIRAS",
              dealerId: firstDealer.id,
              discountPercent: 20,
              badgeCode: "OFERTA",
              validFrom: from,
              validUntil: until,
            },
          ]
        : []),
    ])
    .onConflictDoNothing();
}
