import type { DealerTimeZone } from "./domain/dealer-time-zone";

/** The place each dealer clock is named after, as a Brazilian reads a time: "horário de Manaus". */
const clockPlaces: Record<DealerTimeZone, string> = {
  "America/Sao_Paulo": "Brasília",
  "America/Rio_Branco": "Rio Branco",
  "America/Manaus": "Manaus",
  "America/Porto_Velho": "Porto Velho",
  "America/Boa_Vista": "Boa Vista",
  "America/Cuiaba": "Cuiabá",
  "America/Campo_Grande": "Campo Grande",
};

/**
 * The words that say whose clock a booking's time is on, apart from schedulingTexts (which holds
 * them too), so the confirmation's island carries only these.
 */
export const timeZoneTexts = {
  /** "horário de Brasília", "horário de Rio Branco". */
  zoneTime: (zone: DealerTimeZone) => `horário de ${clockPlaces[zone]}`,
  slotTimeZone: (zone: DealerTimeZone) => `Horários no fuso de ${clockPlaces[zone]}.`,
};
