/** Brasília time: most of Brazil, and the clock of protocol numbers and of prices' "today". */
export const brasiliaTimeZone = "America/Sao_Paulo";

// The states whose whole territory keeps another clock than Brasília's, by the zone of their
// capital (Brazil has kept no daylight saving time since 2019). A few municipalities of western
// Amazonas keep Acre's clock; a dealer there would need its own zone.
const otherClocks = {
  AC: "America/Rio_Branco",
  AM: "America/Manaus",
  RO: "America/Porto_Velho",
  RR: "America/Boa_Vista",
  MT: "America/Cuiaba",
  MS: "America/Campo_Grande",
} as const;

export type DealerTimeZone =
  typeof brasiliaTimeZone | (typeof otherClocks)[keyof typeof otherClocks];

export const dealerTimeZones = [brasiliaTimeZone, ...Object.values(otherClocks)] as [
  DealerTimeZone,
  ...DealerTimeZone[],
];

/** The IANA zone a dealer keeps its opening hours in, from its state (UF). */
export function dealerTimeZoneOf(stateCode: string): DealerTimeZone {
  return otherClocks[stateCode.toUpperCase() as keyof typeof otherClocks] ?? brasiliaTimeZone;
}
