// The provider's own pages: plain server-rendered HTML in pt-BR with the storefront's look, so
// sign-up, login and password reset work before any script loads.

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? "",
  );

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f23;background:#f1f3f5;line-height:1.5}
header{background:#001e50;color:#fff;padding:0 1rem;height:64px;display:flex;align-items:center;gap:.75rem}
header a{color:#fff;text-decoration:none;font-weight:700;display:flex;align-items:center;gap:.75rem;min-height:44px}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:16px;padding:2rem 1.5rem;box-shadow:0 1px 3px rgba(0,30,80,.12)}
h1{color:#001e50;font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}
p{margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text],input[type=email],input[type=password],input[type=tel]{width:100%;min-height:48px;padding:.5rem .75rem;border:1px solid #6a737d;border-radius:8px;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0040c5;outline-offset:2px}
input[aria-invalid=true]{border-color:#c8102e}
.hint{color:#4c5560;font-size:.875rem;margin:.25rem 0 0}
.field-error{color:#c8102e;font-size:.875rem;margin:.25rem 0 0;font-weight:600}
.check{display:flex;gap:.5rem;align-items:flex-start;margin-top:1.25rem;font-weight:400}
.check input{width:1.25rem;height:1.25rem;margin-top:.15rem;flex:none}
.button{display:inline-flex;align-items:center;justify-content:center;min-width:229px;min-height:48px;padding:0 1.5rem;border-radius:48px;border:2px solid #001e50;background:#001e50;color:#fff;font:inherit;font-weight:700;cursor:pointer;text-decoration:none;margin-top:1.5rem;width:100%}
.button.secondary{background:#fff;color:#001e50}
.links{margin-top:1.25rem;display:flex;flex-direction:column;gap:.5rem}
.links a,.card a:not(.button){color:#0040c5;font-weight:600}
.alert{border-radius:8px;padding:.75rem 1rem;margin:1rem 0;font-weight:600}
.alert.error{background:#fdecee;color:#8a0b20;border:1px solid #c8102e}
.alert.success{background:#e8f5eb;color:#14532d;border:1px solid #1e7b34}
.terms{max-height:12rem;overflow:auto;border:1px solid #dfe4e8;border-radius:8px;padding:.5rem 1rem;font-size:.875rem;margin-top:1rem}
.terms h2{font-size:1rem;margin:.75rem 0 .25rem;color:#001e50}
footer{text-align:center;color:#4c5560;font-size:.875rem;padding:2rem 1rem}
@media (min-width:768px){main{margin-top:3rem}.card{padding:2.5rem}}
`;

const logo = `<svg width="36" height="36" viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="18" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M9 12l6 16 5-11 5 11 6-16" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>`;

export function layout(options: { title: string; body: string; storefrontUrl: string }): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(options.title)} | Volkswagen</title><link rel="icon" href="data:,"><style>${styles}</style></head><body><header><a href="${escapeHtml(options.storefrontUrl)}">${logo}<span>Volkswagen</span></a></header><main id="conteudo"><div class="card">${options.body}</div></main><footer>© ${new Date().getFullYear()} Volkswagen do Brasil. Conta Volkswagen.</footer></body></html>`;
}

export function alert(kind: "error" | "success", text: string | undefined): string {
  if (!text) return "";
  return `<div class="alert ${kind}" role="${kind === "error" ? "alert" : "status"}">${escapeHtml(text)}</div>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  inputmode?: string;
  required?: boolean;
  maxlength?: number;
  /** Focused when the page opens: the field a redisplayed form asks to correct. */
  autofocus?: boolean;
}

export function field(options: FieldOptions): string {
  const id = `campo-${options.name}`;
  const described = [options.hint ? `${id}-dica` : "", options.error ? `${id}-erro` : ""].filter(
    Boolean,
  );
  return `<label for="${id}">${escapeHtml(options.label)}</label><input id="${id}" name="${options.name}" type="${options.type ?? "text"}"${options.value !== undefined && options.type !== "password" ? ` value="${escapeHtml(options.value)}"` : ""}${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ""}${options.inputmode ? ` inputmode="${options.inputmode}"` : ""}${options.maxlength ? ` maxlength="${options.maxlength}"` : ""}${options.required === false ? "" : " required"}${options.autofocus ? " autofocus" : ""}${options.error ? ' aria-invalid="true"' : ""}${described.length ? ` aria-describedby="${described.join(" ")}"` : ""}>${options.hint ? `<p class="hint" id="${id}-dica">${escapeHtml(options.hint)}</p>` : ""}${options.error ? `<p class="field-error" id="${id}-erro">${escapeHtml(options.error)}</p>` : ""}`;
}

export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export const submit = (label: string, secondary = false) =>
  `<button class="button${secondary ? " secondary" : ""}" type="submit">${escapeHtml(label)}</button>`;
