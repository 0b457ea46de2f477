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

/** Digits of a Brazilian phone for tel: and wa.me links (country code 55 added once). */
export function phoneDigits(phone: string, withCountry = false): string {
  const digits = phone.replace(/\D/g, "");
  return withCountry && !digits.startsWith("55") ? `55${digits}` : digits;
}
