/**
 * A chassi or a plate is read and copied character by character: it never wraps, and its digits
 * keep one width so a 0 and an O, or two chassis one above the other, read apart.
 */
export const identifierClass = "font-mono tabular-nums whitespace-nowrap";
