/** 2026-03-05 as 05/03/2026; a timestamp as its São Paulo calendar day. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  if (day.length > 10) {
    return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      new Date(day),
    );
  }
  return `${match[3]}/${match[2]}/${match[1]}`;
}

export function formatKm(km: number): string {
  return km.toLocaleString("pt-BR");
}

/**
 * Digits of a Brazilian phone for tel: and wa.me links (country code 55 added once). A national
 * number (DDD and 8 or 9 digits) may itself start with 55, Santa Maria's DDD: only a longer one
 * already carries the country code.
 */
export function phoneDigits(phone: string, withCountry = false): string {
  const digits = phone.replace(/\D/g, "");
  const hasCountry = digits.length > 11 && digits.startsWith("55");
  if (withCountry) return hasCountry ? digits : `55${digits}`;
  return hasCountry ? digits.slice(2) : digits;
}
