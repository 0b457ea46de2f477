/**
 * Whether the request is the browser opening a page (a link followed, an address typed), not a
 * script's call. Browsers say so in Sec-Fetch-Mode; one that sends no such header (an address
 * that is neither https nor localhost) still asks for HTML first.
 */
export function isBrowserNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode !== null) return mode === "navigate";
  return /\btext\/html\b/i.test(request.headers.get("accept") ?? "");
}
