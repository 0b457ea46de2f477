/**
 * The brand's Brazilian line-up for model years 2026/2027: versions, list prices (BRL, public
 * price lists of the period, rounded) and equipment. Illustrations are our own SVG drawings.
 */
export const vehicleCategoryRows = [
  { id: 1, name: "Hatch", slug: "hatch" },
  { id: 2, name: "Sedã", slug: "seda" },
  { id: 3, name: "SUV", slug: "suv" },
  { id: 4, name: "Picape", slug: "picape" },
  { id: 5, name: "Elétrico", slug: "eletrico" },
] as const;

type EquipmentKind = "safety" | "comfort" | "technology" | "exterior";

export const equipmentCatalog: Record<string, EquipmentKind> = {
  "Controle eletrônico de estabilidade (ESC)": "safety",
  "Assistente de partida em rampa (HHC)": "safety",
  "Frenagem autônoma de emergência (AEB)": "safety",
  "Detector de fadiga": "safety",
  "Alerta de ponto cego": "safety",
  "Controle de cruzeiro adaptativo (ACC)": "safety",
  "Assistente de permanência em faixa": "safety",
  "Câmera de ré": "safety",
  "Sensor de estacionamento traseiro": "safety",
  "Sensor de estacionamento dianteiro": "safety",
  "Park Assist": "safety",
  Isofix: "safety",
  "Ar-condicionado": "comfort",
  "Ar-condicionado digital Climatronic": "comfort",
  "Banco do motorista com ajuste de altura": "comfort",
  "Bancos em couro": "comfort",
  "Partida sem chave (Kessy)": "comfort",
  "Carregador de celular por indução": "comfort",
  "Piloto automático": "comfort",
  "Volante multifuncional": "comfort",
  "Central multimídia VW Play": "technology",
  "Painel digital Active Info Display": "technology",
  "App-Connect sem fio": "technology",
  "VW Connect": "technology",
  "Som Harman Kardon": "technology",
  "Faróis Full LED": "exterior",
  "Faróis de neblina": "exterior",
  "Teto solar panorâmico": "exterior",
  "Rodas de liga leve": "exterior",
  "Tração 4MOTION": "exterior",
};
export type EquipmentName = keyof typeof equipmentCatalog;

const entry: EquipmentName[] = [
  "Controle eletrônico de estabilidade (ESC)",
  "Assistente de partida em rampa (HHC)",
  "Isofix",
  "Ar-condicionado",
  "Banco do motorista com ajuste de altura",
  "Volante multifuncional",
];
const comfort: EquipmentName[] = [
  ...entry,
  "Central multimídia VW Play",
  "App-Connect sem fio",
  "Sensor de estacionamento traseiro",
  "Piloto automático",
  "Rodas de liga leve",
  "VW Connect",
];
const high: EquipmentName[] = [
  ...comfort.filter((item) => item !== "Ar-condicionado"),
  "Ar-condicionado digital Climatronic",
  "Painel digital Active Info Display",
  "Frenagem autônoma de emergência (AEB)",
  "Detector de fadiga",
  "Câmera de ré",
  "Partida sem chave (Kessy)",
  "Carregador de celular por indução",
  "Faróis Full LED",
];
const top: EquipmentName[] = [
  ...high,
  "Controle de cruzeiro adaptativo (ACC)",
  "Alerta de ponto cego",
  "Assistente de permanência em faixa",
  "Sensor de estacionamento dianteiro",
  "Bancos em couro",
  "Park Assist",
];

export interface SeedVersion {
  code: string;
  name: string;
  modelYear: number;
  engine: string;
  fuel: "flex" | "gasoline" | "diesel" | "electric";
  potency: string;
  transmission: string;
  priceBRL: number;
  airbags: number;
  airConditioning: string;
  fuelTankLiters: number | null;
  batteryKwh: number | null;
  trunkLiters: number;
  equipment: EquipmentName[];
}

export interface SeedModel {
  slug: string;
  code: string;
  name: string;
  categoryId: number;
  bodyStyle: "hatch" | "sedan" | "suv" | "pickup" | "van";
  powertrain: "combustion" | "electric";
  colour: string;
  tagline: string;
  description: string;
  versions: SeedVersion[];
}

const manual5 = "Manual de 5 marchas";
const auto6 = "Automática de 6 marchas";
const dsg7 = "Automática DSG de 7 marchas";
const auto8 = "Automática de 8 marchas";
const singleSpeed = "Automática de 1 marcha (elétrico)";
const manualAc = "Manual";
const digitalAc = "Digital Climatronic";

function flex(
  code: string,
  name: string,
  engine: string,
  potency: string,
  transmission: string,
  priceBRL: number,
  equipment: EquipmentName[],
  extra: Partial<SeedVersion> = {},
): SeedVersion {
  return {
    code,
    name,
    modelYear: 2026,
    engine,
    fuel: "flex",
    potency,
    transmission,
    priceBRL,
    airbags: equipment.includes("Bancos em couro") ? 6 : 4,
    airConditioning: equipment.includes("Ar-condicionado digital Climatronic")
      ? digitalAc
      : manualAc,
    fuelTankLiters: 52,
    batteryKwh: null,
    trunkLiters: 300,
    equipment,
    ...extra,
  };
}

export const lineup: SeedModel[] = [
  {
    slug: "polo-track",
    code: "BZ13",
    name: "Polo Track",
    categoryId: 1,
    bodyStyle: "hatch",
    powertrain: "combustion",
    colour: "#c8ccd0",
    tagline: "O hatch de entrada com a robustez do Polo",
    description:
      "Motor 1.0 MPI econômico, central multimídia e seis airbags de série na linha 2026.",
    versions: [
      flex(
        "BZ13-MPI",
        "Polo Track 1.0 MPI",
        "1.0 MPI 3 cilindros",
        "84 cv (E) / 77 cv (G)",
        manual5,
        96990,
        entry,
        { airbags: 6 },
      ),
    ],
  },
  {
    slug: "polo",
    code: "BZ11",
    name: "Polo",
    categoryId: 1,
    bodyStyle: "hatch",
    powertrain: "combustion",
    colour: "#b3262e",
    tagline: "O hatch mais vendido do Brasil",
    description: "Do 1.0 MPI ao GTS 250 TSI, com Active Info Display e assistências de condução.",
    versions: [
      flex(
        "BZ11-MPI",
        "Polo 1.0 MPI",
        "1.0 MPI 3 cilindros",
        "84 cv (E) / 77 cv (G)",
        manual5,
        103990,
        entry,
        { airbags: 6 },
      ),
      flex(
        "BZ11-170",
        "Polo Comfortline 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        121990,
        comfort,
        { airbags: 6 },
      ),
      flex(
        "BZ11-HL",
        "Polo Highline 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        136990,
        high,
        { airbags: 6 },
      ),
      flex("BZ11-GTS", "Polo GTS 250 TSI", "1.4 TSI turbo", "150 cv (E/G)", auto6, 160990, top),
    ],
  },
  {
    slug: "virtus",
    code: "BW21",
    name: "Virtus",
    categoryId: 2,
    bodyStyle: "sedan",
    powertrain: "combustion",
    colour: "#1f3a5f",
    tagline: "O sedã com o maior porta-malas da categoria",
    description:
      "521 litros de porta-malas, motores TSI e versão Exclusive com acabamento premium.",
    versions: [
      flex(
        "BW21-TSI",
        "Virtus 1.0 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        124990,
        comfort,
        { airbags: 6, trunkLiters: 521 },
      ),
      flex(
        "BW21-CL",
        "Virtus Comfortline 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        135990,
        comfort,
        { airbags: 6, trunkLiters: 521 },
      ),
      flex(
        "BW21-HL",
        "Virtus Highline 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        146990,
        high,
        { airbags: 6, trunkLiters: 521 },
      ),
      flex(
        "BW21-EX",
        "Virtus Exclusive 250 TSI",
        "1.4 TSI turbo",
        "150 cv (E/G)",
        auto6,
        168990,
        top,
        { trunkLiters: 521 },
      ),
    ],
  },
  {
    slug: "nivus",
    code: "BS31",
    name: "Nivus",
    categoryId: 3,
    bodyStyle: "suv",
    powertrain: "combustion",
    colour: "#4a7c59",
    tagline: "O SUV coupé conectado",
    description:
      "Desenho coupé, motor TSI e o pacote de assistências IQ.DRIVE nas versões de topo.",
    versions: [
      flex(
        "BS31-SE",
        "Nivus Sense 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        131990,
        comfort,
        { airbags: 6, trunkLiters: 415 },
      ),
      flex(
        "BS31-CL",
        "Nivus Comfortline 200 TSI",
        "1.0 TSI turbo",
        "128 cv (E) / 116 cv (G)",
        auto6,
        143990,
        comfort,
        { airbags: 6, trunkLiters: 415 },
      ),
      flex(
        "BS31-HL",
        "Nivus Highline 200 TSI",
        "1.0 TSI turbo",
        "128 cv (E) / 116 cv (G)",
        auto6,
        157990,
        high,
        { airbags: 6, trunkLiters: 415 },
      ),
      flex("BS31-GTS", "Nivus GTS 250 TSI", "1.4 TSI turbo", "150 cv (E/G)", auto6, 178990, top, {
        trunkLiters: 415,
      }),
    ],
  },
  {
    slug: "t-cross",
    code: "BT41",
    name: "T-Cross",
    categoryId: 3,
    bodyStyle: "suv",
    powertrain: "combustion",
    colour: "#e0a526",
    tagline: "Espaço, segurança e tecnologia para a família",
    description: "SUV compacto com até 420 litros de porta-malas, seis airbags e IQ.DRIVE.",
    versions: [
      flex(
        "BT41-200",
        "T-Cross 200 TSI",
        "1.0 TSI turbo",
        "128 cv (E) / 116 cv (G)",
        auto6,
        155990,
        comfort,
        { airbags: 6, trunkLiters: 420 },
      ),
      flex(
        "BT41-CL",
        "T-Cross Comfortline 200 TSI",
        "1.0 TSI turbo",
        "128 cv (E) / 116 cv (G)",
        auto6,
        169990,
        high,
        { airbags: 6, trunkLiters: 420 },
      ),
      flex(
        "BT41-HL",
        "T-Cross Highline 250 TSI",
        "1.4 TSI turbo",
        "150 cv (E/G)",
        auto6,
        189990,
        top,
        { trunkLiters: 420 },
      ),
      flex(
        "BT41-EXT",
        "T-Cross Extreme 250 TSI",
        "1.4 TSI turbo",
        "150 cv (E/G)",
        auto6,
        196990,
        [...top, "Teto solar panorâmico"],
        { trunkLiters: 420 },
      ),
    ],
  },
  {
    slug: "tera",
    code: "BT11",
    name: "Tera",
    categoryId: 3,
    bodyStyle: "suv",
    powertrain: "combustion",
    colour: "#2f6f8f",
    tagline: "O SUV de entrada da Volkswagen",
    description:
      "Nascido no Brasil, com motor MPI ou TSI, câmbio automático e visual aventureiro Outfit.",
    versions: [
      flex(
        "BT11-MPI",
        "Tera 1.0 MPI",
        "1.0 MPI 3 cilindros",
        "84 cv (E) / 77 cv (G)",
        manual5,
        103990,
        entry,
        { airbags: 6, trunkLiters: 350 },
      ),
      flex(
        "BT11-TSI",
        "Tera TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        119990,
        comfort,
        { airbags: 6, trunkLiters: 350 },
      ),
      flex(
        "BT11-CO",
        "Tera Comfort 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        129990,
        comfort,
        { airbags: 6, trunkLiters: 350 },
      ),
      flex(
        "BT11-HI",
        "Tera High 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        139990,
        high,
        { airbags: 6, trunkLiters: 350 },
      ),
      flex(
        "BT11-OUT",
        "Tera Outfit 170 TSI",
        "1.0 TSI turbo",
        "116 cv (E) / 109 cv (G)",
        auto6,
        144990,
        high,
        { airbags: 6, trunkLiters: 350 },
      ),
    ],
  },
  {
    slug: "taos",
    code: "BT51",
    name: "Taos",
    categoryId: 3,
    bodyStyle: "suv",
    powertrain: "combustion",
    colour: "#5b5f66",
    tagline: "O SUV médio com espaço de SUV grande",
    description: "Motor 250 TSI, 498 litros de porta-malas e pacote completo de assistências.",
    versions: [
      flex(
        "BT51-CL",
        "Taos Comfortline 250 TSI",
        "1.4 TSI turbo",
        "150 cv (E/G)",
        auto6,
        219990,
        top,
        { trunkLiters: 498, fuelTankLiters: 51 },
      ),
      flex(
        "BT51-HL",
        "Taos Highline 250 TSI",
        "1.4 TSI turbo",
        "150 cv (E/G)",
        auto6,
        239990,
        [...top, "Teto solar panorâmico", "Som Harman Kardon"],
        { trunkLiters: 498, fuelTankLiters: 51 },
      ),
    ],
  },
  {
    slug: "saveiro",
    code: "BP21",
    name: "Saveiro",
    categoryId: 4,
    bodyStyle: "pickup",
    powertrain: "combustion",
    colour: "#f2f2f0",
    tagline: "A picape compacta para o trabalho e a aventura",
    description: "Motor 1.6 MSI, cabine simples ou dupla e caçamba de até 1.100 litros.",
    versions: [
      flex(
        "BP21-ROB",
        "Saveiro Robust Cabine Simples 1.6",
        "1.6 MSI",
        "120 cv (E) / 110 cv (G)",
        manual5,
        104990,
        ["Controle eletrônico de estabilidade (ESC)", "Ar-condicionado", "Isofix"],
        { airbags: 2, trunkLiters: 1100, fuelTankLiters: 55 },
      ),
      flex(
        "BP21-TRD",
        "Saveiro Trendline Cabine Dupla 1.6",
        "1.6 MSI",
        "120 cv (E) / 110 cv (G)",
        manual5,
        117990,
        entry,
        { airbags: 2, trunkLiters: 580, fuelTankLiters: 55 },
      ),
      flex(
        "BP21-EXT",
        "Saveiro Extreme Cabine Dupla 1.6",
        "1.6 MSI",
        "120 cv (E) / 110 cv (G)",
        manual5,
        131990,
        [...comfort, "Faróis de neblina"],
        { airbags: 2, trunkLiters: 580, fuelTankLiters: 55 },
      ),
    ],
  },
  {
    slug: "amarok",
    code: "BP51",
    name: "Amarok",
    categoryId: 4,
    bodyStyle: "pickup",
    powertrain: "combustion",
    colour: "#3d4a3a",
    tagline: "A picape V6 mais potente do Brasil",
    description: "Motor 3.0 V6 TDI, tração 4MOTION e câmbio automático de 8 marchas.",
    versions: [
      {
        ...flex(
          "BP51-CL",
          "Amarok Comfortline V6",
          "3.0 V6 TDI",
          "258 cv",
          auto8,
          289990,
          [...high, "Tração 4MOTION"],
          { airbags: 6, trunkLiters: 1280, fuelTankLiters: 80 },
        ),
        fuel: "diesel",
      },
      {
        ...flex(
          "BP51-HL",
          "Amarok Highline V6",
          "3.0 V6 TDI",
          "258 cv",
          auto8,
          319990,
          [...top, "Tração 4MOTION"],
          { trunkLiters: 1280, fuelTankLiters: 80 },
        ),
        fuel: "diesel",
      },
      {
        ...flex(
          "BP51-EXT",
          "Amarok Extreme V6",
          "3.0 V6 TDI",
          "258 cv",
          auto8,
          349990,
          [...top, "Tração 4MOTION", "Faróis de neblina"],
          { trunkLiters: 1280, fuelTankLiters: 80 },
        ),
        fuel: "diesel",
      },
    ],
  },
  {
    slug: "jetta-gli",
    code: "BJ71",
    name: "Jetta GLI",
    categoryId: 2,
    bodyStyle: "sedan",
    powertrain: "combustion",
    colour: "#d1d4d6",
    tagline: "O sedã esportivo de 231 cv",
    description: "Motor 350 TSI, câmbio DSG de 7 marchas e bloqueio eletrônico do diferencial.",
    versions: [
      {
        ...flex(
          "BJ71-GLI",
          "Jetta GLI 350 TSI",
          "2.0 TSI turbo",
          "231 cv",
          dsg7,
          249990,
          [...top, "Teto solar panorâmico", "Som Harman Kardon"],
          { trunkLiters: 510, fuelTankLiters: 51 },
        ),
        fuel: "gasoline",
      },
    ],
  },
  {
    slug: "id-4",
    code: "BE41",
    name: "ID.4",
    categoryId: 5,
    bodyStyle: "suv",
    powertrain: "electric",
    colour: "#8fb3c9",
    tagline: "O SUV 100% elétrico da Volkswagen",
    description:
      "Bateria de 77 kWh, até 361 km de autonomia (PBEV) e recarga rápida em corrente contínua.",
    versions: [
      {
        ...flex(
          "BE41-PRO",
          "ID.4 Pro",
          "Motor elétrico traseiro",
          "286 cv",
          singleSpeed,
          299990,
          [...top, "Teto solar panorâmico"],
          { trunkLiters: 543, fuelTankLiters: null, batteryKwh: 77 },
        ),
        fuel: "electric",
        modelYear: 2027,
      },
      {
        ...flex(
          "BE41-GTX",
          "ID.4 GTX",
          "Dois motores elétricos, tração integral",
          "340 cv",
          singleSpeed,
          349990,
          [...top, "Teto solar panorâmico", "Tração 4MOTION", "Som Harman Kardon"],
          { trunkLiters: 543, fuelTankLiters: null, batteryKwh: 77 },
        ),
        fuel: "electric",
        modelYear: 2027,
      },
    ],
  },
  {
    slug: "id-buzz",
    code: "BE71",
    name: "ID.Buzz",
    categoryId: 5,
    bodyStyle: "van",
    powertrain: "electric",
    colour: "#f4c430",
    tagline: "A Kombi elétrica",
    description: "Sete lugares, bateria de 86 kWh e o estilo da Kombi em uma van 100% elétrica.",
    versions: [
      {
        ...flex(
          "BE71-PRO",
          "ID.Buzz Pro",
          "Motor elétrico traseiro",
          "286 cv",
          singleSpeed,
          459990,
          [...top, "Teto solar panorâmico"],
          { trunkLiters: 1340, fuelTankLiters: null, batteryKwh: 86 },
        ),
        fuel: "electric",
        modelYear: 2027,
      },
    ],
  },
];
