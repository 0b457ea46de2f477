// The headers every answer carries (decision 030). Pure: the proxy, next.config.ts and the tests
// build them from the same lists.

/** Headers that do not depend on the answer: pages, API calls and the build's static files. */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Geolocation is asked by our own pages only (SPEC.md's load rule); nothing else is needed.
  "Permissions-Policy":
    "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Two years, the preload list's minimum; only sent on https (a browser ignores it on http). */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** API answers are JSON: nothing in them may load, run or be framed. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The build's files and the icons, which the proxy never sees. An SVG opened on its own is a
 * document, and this keeps it from running or loading anything; its style attributes still apply.
 */
export const staticFileContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

export interface PagePolicyOptions {
  nonce: string;
  /** Origins the browser's own calls reach besides ours (a remote flag server). */
  connectOrigins?: readonly string[];
  /** Origins our forms may post to or be redirected to (the identity provider). */
  formOrigins?: readonly string[];
  /** React's development build evaluates strings; production never does. */
  development?: boolean;
  https?: boolean;
}

/**
 * Scripts run only with this answer's nonce; 'strict-dynamic' lets them load the build's chunks.
 * Inline styles stay allowed: React's style props and the dialogs' focus guards write them.
 */
export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const scripts = [
    "'self'",
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    ...(options.development ? ["'unsafe-eval'"] : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...(options.connectOrigins ?? [])].join(" ")}`,
    `form-action ${["'self'", ...(options.formOrigins ?? [])].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** A fresh nonce per page answer: 128 random bits in base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Whether the browser reached us over https, directly or through a TLS-terminating proxy. */
export function cameOverHttps(url: URL, headers: Headers): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? url.protocol.replace(":", "")) === "https";
}
