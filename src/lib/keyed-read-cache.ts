import { processSingleton } from "./process-state";

interface Entry<T> {
  expiresAt: number;
  value: Promise<T>;
}

/**
 * readCache for reads that depend on an argument (dealers around a point): one entry per key for
 * ttlMs, concurrent callers share one load, and at most maxEntries keys are kept (the oldest goes
 * first) so callers sending endless distinct keys cannot grow the process's memory.
 */
export function keyedReadCache<A, T>(options: {
  /** Names the cache in process state, so every bundle of the process shares its entries. */
  name: string;
  ttlMs: number;
  maxEntries: number;
  key: (argument: A) => string;
  load: (argument: A) => Promise<T>;
}): ((argument: A) => Promise<T>) & { clear(): void; has(argument: A): boolean } {
  const entries = processSingleton(
    `keyedReadCache.${options.name}`,
    () => new Map<string, Entry<T>>(),
  )();
  const read = (argument: A): Promise<T> => {
    const key = options.key(argument);
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    entries.delete(key);
    const value = options.load(argument);
    // A failed read is not kept: the next caller tries again.
    value.catch(() => entries.delete(key));
    entries.set(key, { expiresAt: now + options.ttlMs, value });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  };
  // Whether a read now would be answered without a load (one under way counts): a caller paying
  // per load can charge only for those.
  const has = (argument: A): boolean => {
    const cached = entries.get(options.key(argument));
    return cached !== undefined && cached.expiresAt > Date.now();
  };
  // After a change the next read loads afresh; loads already under way are not stored over it.
  return Object.assign(read, { clear: () => entries.clear(), has });
}
