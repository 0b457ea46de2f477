/** The Brazilian mask as the shopper types: "(11) 91234-5678" or "(11) 3123-4567". */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  const split = local.length === 9 ? 5 : 4;
  if (local.length <= split) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}
