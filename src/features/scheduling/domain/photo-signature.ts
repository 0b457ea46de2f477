/** The image types a problem report takes. */
export const photoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof photoTypes)[number];

/**
 * How each type's file begins, in base64, so a text or a PDF renamed to .png is no photo.
 * JPEG starts with the bytes FF D8 FF. PNG starts with 89 50 4E 47 0D 0A 1A 0A. WebP starts with
 * "RIFF", then 4 bytes of size, then "WEBP".
 */
const signatures: Record<PhotoType, RegExp> = {
  "image/jpeg": /^\/9j\//,
  "image/png": /^iVBORw0KGg/,
  "image/webp": /^UklGR[A-Za-z0-9+/]{6}XRUJQ/,
};

/** Whether a file's base64 content begins as its declared image type does. */
export function photoMatchesType(contentType: PhotoType, base64: string): boolean {
  return signatures[contentType].test(base64);
}
