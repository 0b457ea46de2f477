interface CacheState<T> {
  value?: { data: T; expiresAt: number };
  pending?: Promise<T>;
}

// Next.js bundles route handlers and pages separately, so a module-level variable would exist
// once per bundle: a change saved through an API route would not reach the pages. The state
// lives on globalThis, one entry per cache name, shared by every bundle of the process.
const registry = ((
  globalThis as typeof globalThis & { __readCaches?: Map<string, unknown> }
).__readCaches ??= new Map<string, unknown>());

/**
 * Keeps the result of a slow read for ttlMs and shares one load among concurrent callers.
 * For data that changes rarely (the catalogue, the flag document): with PGlite every query runs
 * on the event loop, so re-reading it per request would stall every other request.
 */
export function readCache<T>(
  name: string,
  ttlMs: number,
  load: () => Promise<T>,
): (() => Promise<T>) & { clear(): void } {
  const state = () => {
    let entry = registry.get(name) as CacheState<T> | undefined;
    if (!entry) registry.set(name, (entry = {}));
    return entry;
  };
  const read = async (): Promise<T> => {
    const entry = state();
    if (entry.value && entry.value.expiresAt > Date.now()) return entry.value.data;
    entry.pending ??= load()
      .then((data) => {
        entry.value = { data, expiresAt: Date.now() + ttlMs };
        return data;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  };
  return Object.assign(read, {
    clear: () => {
      state().value = undefined;
    },
  });
}
