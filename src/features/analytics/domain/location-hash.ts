/** SPEC.md: the location reaches analytics only as a SHA-256 hash (hex) of its label. */
export async function hashLocation(label: string): Promise<string> {
  const bytes = new TextEncoder().encode(label.trim().toLowerCase());
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
