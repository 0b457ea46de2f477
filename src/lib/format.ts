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

/** "30/11/2026", in Brasília time whatever the server's zone. */
export function formatDate(value: Date): string {
  return date.format(value);
}
