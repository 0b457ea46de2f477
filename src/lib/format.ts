const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 96.990,00" from 9699000 cents. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

const date = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** "2026-11-30": the calendar day in Brasília at `at`, whatever the server's zone. */
export function brasiliaIsoDay(at: Date = new Date()): string {
  return isoDay.format(at);
}

/** "30/11/2026", in Brasília time whatever the server's zone. */
export function formatDate(value: Date): string {
  return date.format(value);
}

// One formatter and one collator per process, built on first use: toLocaleString and
// localeCompare with a locale build a new ICU object on every call (3% and 4% of the CPU of a
// listing under load, profiled). Lazily, so a browser bundle that imports this pays nothing.
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
const plain = once(() => new Intl.NumberFormat("pt-BR"));
const integer = once(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));
const oneDecimal = once(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }));
const baseLetters = once(() => new Intl.Collator("pt-BR", { sensitivity: "base" }));
const names = once(() => new Intl.Collator("pt-BR"));

/** "12.500" from 12500, "3,4" from 3.4 (up to three decimals, like toLocaleString). */
export function formatNumber(value: number): string {
  return plain().format(value);
}

/** "12.500" from 12500. */
export function formatInteger(value: number): string {
  return integer().format(value);
}

/** "3,4 km" below 10 km, "27 km" above. */
export function formatDistanceKm(km: number): string {
  return `${(km < 10 ? oneDecimal() : integer()).format(km)} km`;
}

/** Equal for a Brazilian reader: case and accents ignored ("São Paulo" = "sao paulo"). */
export function samePtBrName(a: string, b: string): boolean {
  return baseLetters().compare(a, b) === 0;
}

/** Alphabetical order of Portuguese names. */
export function comparePtBrNames(a: string, b: string): number {
  return names().compare(a, b);
}
