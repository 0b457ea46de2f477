const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 96.990,00" from 9699000 cents. */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}
