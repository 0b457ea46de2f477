// A shared page shows its HTML before its scripts run (decision 077). Next.js writes the build's
// chunks as async scripts: on a phone they arrive while the page is still being parsed and run
// first, so the offers appear only after the framework has started. Here the chunks are asked for
// by one small script once the first frame is painted.

/** Marks the loader: a browser test waits on a page that has one for the framework to start. */
const chunkLoaderAttribute = "data-chunk-loader";

const chunkScript = /<script\b([^>]*)><\/script>/g;
const preloadLink =
  /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*\/?>/g;
const attribute = /([a-zA-Z-]+)(?:="([^"]*)")?/g;
// Next.js's first RSC payload script: everything the visitor sees is parsed before it.
const payloadStart = /<script\b[^>]*>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)/;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of source.matchAll(attribute)) {
    if (name) found.set(name.toLowerCase(), value ?? "");
  }
  return found;
}

// Chunk paths and nonces are plain: anything else keeps its tag, and so its meaning.
const plain = /^[\w/.+=-]+$/;

/**
 * After the first paint (a frame, then a task), or at once in a tab nobody looks at, whose frames
 * never come. The preloads have the chunks in memory by then.
 */
function loaderScript(sources: string[], nonce: string | undefined): string {
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const body =
    `(function(s,n){var d=false;function go(){if(d)return;d=true;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;` +
    `document.head.appendChild(e)})}if(document.hidden){go();return}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})` +
    `(${list},document.currentScript&&document.currentScript.nonce)`;
  return `<script ${chunkLoaderAttribute}=""${nonceAttribute}>${body}</script>`;
}

/**
 * The page with its chunk scripts turned into low-priority preloads and one loader placed where
 * the visible HTML ends. A page that does not have Next.js's usual shape is returned unchanged.
 */
export function paintBeforeHydration(html: string): string {
  const payload = payloadStart.exec(html);
  if (!payload) return html;
  const sources: string[] = [];
  let nonce: string | undefined;
  const visible = html.slice(0, payload.index).replace(chunkScript, (tag, source: string) => {
    const attributes = attributesOf(source);
    const src = attributes.get("src") ?? "";
    const scriptNonce = attributes.get("nonce");
    if (!src.startsWith("/_next/static/") || !plain.test(src) || !attributes.has("async")) {
      return tag;
    }
    if (attributes.has("nomodule") || attributes.has("integrity")) return tag;
    if (scriptNonce !== undefined && !plain.test(scriptNonce)) return tag;
    sources.push(src);
    nonce = scriptNonce ?? nonce;
    return "";
  });
  if (sources.length === 0) return html;
  // A preload would bring the chunks in while the page is parsed, to no use before the paint.
  const loaded = new Set(sources);
  const withoutPreloads = visible.replace(preloadLink, (tag, href: string) =>
    loaded.has(href) ? "" : tag,
  );
  return `${withoutPreloads}${loaderScript(sources, nonce)}${html.slice(payload.index)}`;
}
