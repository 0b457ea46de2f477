/** The Brazilian mask as the shopper types: "(11) 91234-5678" or "(11) 3123-4567". */
export function formatPhone(value: string): string {
  let digits = value.replace(/\D/g, "");
  // A number pasted or typed as +55 11 91234-5678 or 011 91234-5678 keeps its own digits: the
  // country code and the trunk zero are dropped once there are too many digits for a DDD number.
  if (digits.length > 11 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length > 11 && digits.startsWith("0")) digits = digits.slice(1);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const local = digits.slice(2);
  const split = local.length === 9 ? 5 : 4;
  if (local.length <= split) return `(${area}) ${local}`;
  return `(${area}) ${local.slice(0, split)}-${local.slice(split)}`;
}
