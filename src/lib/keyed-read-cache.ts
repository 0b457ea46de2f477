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
  ttlMs: number;
  maxEntries: number;
  key: (argument: A) => string;
  load: (argument: A) => Promise<T>;
}): (argument: A) => Promise<T> {
  const entries = new Map<string, Entry<T>>();
  return (argument) => {
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
}
