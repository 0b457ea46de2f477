import { processSingleton } from "./process-state";

interface CacheState<T> {
  value?: { data: T; expiresAt: number };
  pending?: Promise<T>;
  /** Bumped by clear(): a load that started before a change may not store what it read. */
  generation?: number;
}

// One entry per cache name in process state: a change saved through an API route clears the
// cache the pages read too (they are separate bundles).
const registry = processSingleton("readCaches", () => new Map<string, unknown>())();

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
    if (entry.pending) return entry.pending;
    const generation = entry.generation ?? 0;
    const pending = load()
      .then((data) => {
        if ((entry.generation ?? 0) === generation)
          entry.value = { data, expiresAt: Date.now() + ttlMs };
        return data;
      })
      .finally(() => {
        if (entry.pending === pending) entry.pending = undefined;
      });
    entry.pending = pending;
    return pending;
  };
  return Object.assign(read, {
    clear: () => {
      const entry = state();
      entry.value = undefined;
      entry.pending = undefined;
      entry.generation = (entry.generation ?? 0) + 1;
    },
  });
}
