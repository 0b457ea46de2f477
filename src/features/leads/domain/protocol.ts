// Crockford's base32 without I, L, O and U: nothing a shopper can misread when quoting it.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "VW-261123-7K3Q9M": date of the request (São Paulo) and six random characters. */
export function leadProtocol(now: Date, random: (size: number) => Uint8Array): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "2-digit",
    month: "2-digit",
    day: "2-digit",
  })
    .format(now)
    .replaceAll("-", "");
  const suffix = [...random(6)].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `VW-${day}-${suffix}`;
}
