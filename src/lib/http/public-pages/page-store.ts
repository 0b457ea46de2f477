// A shared cache of rendered pages for visitors whose request carries nothing personal
// (decision 037). It keeps whole answers, body and headers together, because a page's
// Content-Security-Policy names the nonce its scripts carry: the two only work as a pair.

export interface StoredPage {
  status: number;
  /** The answer's own headers, minus those that belong to one delivery (date, length, id). */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer<ArrayBuffer>;
  /** A strong validator of the body: a proxy or a browser revalidates with If-None-Match. */
  etag: string;
  storedAt: number;
}

/** What a render gives back: the answer, and whether every cookie-less visitor may share it. */
export interface RenderedPage {
  page: Omit<StoredPage, "storedAt">;
  shareable: boolean;
}

export type PageCacheState = "hit" | "stale" | "miss";

export interface PageCacheAnswer {
  page: StoredPage;
  state: PageCacheState;
}

export interface PageStoreOptions {
  /** How long a stored page is served as it is. */
  freshMs: number;
  /** How long after that a stored page may still be served while a new render replaces it. */
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

export interface PageStore {
  /**
   * The stored page for key, or a render shared by every request for that key that arrives while
   * it runs. Undefined when the request must be rendered on its own: the render failed, or its
   * answer may not be shared (it set a cookie, redirected, or is not a page).
   */
  answer(
    key: string,
    render: () => Promise<RenderedPage | undefined>,
  ): Promise<PageCacheAnswer | undefined>;
  /** Drops every stored page, and any render already under way, after a change of content. */
  forget(): void;
  size(): { entries: number; bytes: number };
}

export function createPageStore(options: PageStoreOptions): PageStore {
  const now = options.now ?? Date.now;
  // A Map keeps insertion order: re-inserting on every hit makes the first key the least used.
  const pages = new Map<string, StoredPage>();
  const renders = new Map<string, Promise<RenderedPage | undefined>>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.byteLength;
    pages.delete(key);
  };

  const keep = (key: string, page: StoredPage) => {
    drop(key);
    if (page.body.byteLength > options.maxBytes) return;
    pages.set(key, page);
    bytes += page.body.byteLength;
    for (const oldest of pages.keys()) {
      if (pages.size <= options.maxEntries && bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  /** One render per key at a time; what it gives is stored if every visitor may share it. */
  const renderOnce = (key: string, render: () => Promise<RenderedPage | undefined>) => {
    const running = renders.get(key);
    if (running) return running;
    const startedIn = generation;
    const promise = render()
      .catch(() => undefined)
      .then((rendered) => {
        if (rendered?.shareable && startedIn === generation) {
          keep(key, { ...rendered.page, storedAt: now() });
        }
        return rendered;
      })
      .finally(() => {
        if (renders.get(key) === promise) renders.delete(key);
      });
    renders.set(key, promise);
    return promise;
  };

  return {
    async answer(key, render) {
      const stored = pages.get(key);
      const age = stored ? now() - stored.storedAt : Infinity;
      if (stored && age < options.freshMs) {
        pages.delete(key);
        pages.set(key, stored);
        return { page: stored, state: "hit" };
      }
      if (stored && age < options.freshMs + options.staleMs) {
        // The visitor gets the page at once; the next one gets the new render.
        void renderOnce(key, render);
        return { page: stored, state: "stale" };
      }
      drop(key);
      const rendered = await renderOnce(key, render);
      // An answer that set a cookie, redirected or failed is rendered again for each request on
      // its own, cookies and all: it is rare on these pages, and nothing of it may be shared.
      if (!rendered?.shareable) return undefined;
      return { page: { ...rendered.page, storedAt: now() }, state: "miss" };
    },
    forget() {
      generation += 1;
      pages.clear();
      renders.clear();
      bytes = 0;
    },
    size: () => ({ entries: pages.size, bytes }),
  };
}
