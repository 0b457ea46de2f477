/**
 * Recall campaigns of the brand's Brazilian lineup. Which vehicles a campaign covers is resolved
 * against whatever the vehicle registry holds (model code, model years, VIN serials or a VIN list),
 * so the same campaigns work over a registry of ten vehicles or of a million.
 */
export interface RecallCampaignSeed {
  number: string;
  title: string;
  component: string;
  risk: string;
  remedy: string;
  repairMinutes: number;
  startsOn: string;
  scopes: {
    modelCode: string;
    modelYearFrom: number;
    modelYearTo: number;
    serialFrom?: string;
    serialTo?: string;
  }[];
  vins?: string[];
  /** Share of covered vehicles already repaired, 0..100: older campaigns are further along. */
  completedPercent: number;
}

export const recallCampaignSeed: readonly RecallCampaignSeed[] = [
  {
    number: "97AK",
    title: "Módulo do airbag do motorista",
    component: "Deflagrador do airbag frontal do motorista",
    risk: "Em caso de acionamento do airbag, o deflagrador pode se romper e lançar fragmentos metálicos no habitáculo, com risco de lesões graves ou fatais ao motorista e aos passageiros.",
    remedy:
      "Substituição do módulo do airbag do motorista por outro de lote com deflagrador revisado.",
    repairMinutes: 60,
    startsOn: "2025-03-17",
    scopes: [
      {
        modelCode: "BZ11",
        modelYearFrom: 2024,
        modelYearTo: 2025,
        serialFrom: "100000",
        serialTo: "349999",
      },
      {
        modelCode: "BW21",
        modelYearFrom: 2024,
        modelYearTo: 2025,
        serialFrom: "100000",
        serialTo: "349999",
      },
    ],
    completedPercent: 55,
  },
  {
    number: "24BX",
    title: "Fixação do braço de controle da suspensão dianteira",
    component: "Parafusos de fixação do braço oscilante dianteiro",
    risk: "Os parafusos podem perder o torque de aperto, causando ruído e, em caso extremo, o desprendimento do braço de controle, com perda de dirigibilidade e risco de acidente.",
    remedy:
      "Inspeção do braço de controle e substituição dos parafusos de fixação, com aperto no torque especificado.",
    repairMinutes: 90,
    startsOn: "2024-08-05",
    scopes: [
      {
        modelCode: "BS31",
        modelYearFrom: 2023,
        modelYearTo: 2024,
        serialFrom: "020000",
        serialTo: "059999",
      },
      {
        modelCode: "BT41",
        modelYearFrom: 2023,
        modelYearTo: 2024,
        serialFrom: "020000",
        serialTo: "059999",
      },
    ],
    completedPercent: 70,
  },
  {
    number: "69R2",
    title: "Mangueira de combustível do motor 1.6",
    component: "Mangueira de alimentação de combustível e abraçadeiras",
    risk: "A mangueira pode trincar junto à abraçadeira e vazar combustível no compartimento do motor, com risco de incêndio.",
    remedy: "Substituição da mangueira de alimentação de combustível e das abraçadeiras.",
    repairMinutes: 45,
    startsOn: "2025-06-02",
    scopes: [
      {
        modelCode: "BP21",
        modelYearFrom: 2024,
        modelYearTo: 2025,
        serialFrom: "200000",
        serialTo: "289999",
      },
    ],
    completedPercent: 40,
  },
  {
    number: "23Q4",
    title: "Software do controle eletrônico de estabilidade",
    component: "Unidade de comando do ABS/ESC",
    risk: "Em frenagens de emergência em piso irregular, o controle de estabilidade pode reduzir a assistência de frenagem por alguns instantes, aumentando a distância de parada e o risco de acidente.",
    remedy: "Atualização do software da unidade de comando do ABS/ESC.",
    repairMinutes: 40,
    startsOn: "2024-11-11",
    scopes: [{ modelCode: "BT51", modelYearFrom: 2024, modelYearTo: 2025 }],
    completedPercent: 65,
  },
  {
    number: "91T3",
    title: "Trava do encosto do banco traseiro",
    component: "Mecanismo de trava do encosto bipartido",
    risk: "O encosto pode não travar corretamente e se mover em uma frenagem brusca, permitindo que a bagagem avance sobre os ocupantes, com risco de lesões.",
    remedy: "Substituição do mecanismo de trava do encosto do banco traseiro.",
    repairMinutes: 50,
    startsOn: "2025-09-22",
    scopes: [
      {
        modelCode: "BT11",
        modelYearFrom: 2025,
        modelYearTo: 2026,
        serialFrom: "000001",
        serialTo: "048000",
      },
    ],
    completedPercent: 25,
  },
  {
    number: "45E1",
    title: "Software de gerenciamento da bateria de alta tensão",
    component: "Módulo de controle da bateria de alta tensão",
    risk: "Uma falha de leitura de temperatura pode levar à perda repentina de tração durante a condução, com risco de acidente.",
    remedy:
      "Atualização do software do módulo de controle da bateria e teste de isolamento do sistema de alta tensão.",
    repairMinutes: 120,
    startsOn: "2025-01-20",
    scopes: [],
    vins: ["WVWZZZE2ZRP004211", "WVWZZZE2ZRP004367", "WVWZZZE2ZRP005120", "WVWZZZE2ZSP000842"],
    completedPercent: 50,
  },
  {
    number: "58C6",
    title: "Ancoragem do cinto de segurança traseiro central",
    component: "Ancoragem inferior do cinto de três pontos do assento central",
    risk: "A ancoragem pode não resistir ao esforço de uma colisão, deixando o ocupante do assento central sem retenção adequada, com risco de lesões graves.",
    remedy: "Reforço da ancoragem com a instalação de uma nova placa de fixação.",
    repairMinutes: 30,
    startsOn: "2024-04-15",
    scopes: [
      {
        modelCode: "BP51",
        modelYearFrom: 2023,
        modelYearTo: 2024,
        serialFrom: "000001",
        serialTo: "019999",
      },
    ],
    completedPercent: 80,
  },
];

/**
 * A few registry vehicles the recall check can always be shown with (plate and owner unset):
 * one with a pending campaign, one repaired, one outside every campaign.
 */
export const recallSampleVehicles = [
  {
    vin: "9BWAG45ZXRT214578",
    modelCode: "BZ11",
    versionName: "Highline 170 TSI",
    modelYear: 2024,
    color: "Cinza Platinum",
    soldOn: "2024-02-19",
    sellingDealerCode: "10000",
  },
  {
    vin: "9BWAG45Z4RT412390",
    modelCode: "BZ11",
    versionName: "Comfortline 170 TSI",
    modelYear: 2024,
    color: "Branco Cristal",
    soldOn: "2024-05-08",
    sellingDealerCode: "10037",
  },
  {
    vin: "9BWDL45Z1RT120045",
    modelCode: "BW21",
    versionName: "Highline 170 TSI",
    modelYear: 2024,
    color: "Azul Biscay",
    soldOn: "2024-03-27",
    sellingDealerCode: "10037",
  },
  {
    vin: "9BWCH6CH5PP031877",
    modelCode: "BS31",
    versionName: "Highline 200 TSI",
    modelYear: 2023,
    color: "Vermelho Sunset",
    soldOn: "2023-06-14",
    sellingDealerCode: "10000",
  },
] as const;

/** Repairs of the sample vehicles; every other covered vehicle gets its share by its VIN's hash. */
export const recallSampleRepairs = [
  { vin: "9BWDL45Z1RT120045", campaign: "97AK", dealerCode: "10037", repairedOn: "2025-04-09" },
] as const;
