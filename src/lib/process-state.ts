// Next.js bundles route handlers, pages and the proxy separately, so a module-level variable
// exists once per bundle: a cache cleared by an API route would stay full for the pages, and a
// second database handle would open the same PGlite folder. Process-wide state lives here, one
// named slot each, shared by every bundle of the process.

const registry: Map<string, unknown> = ((
  globalThis as typeof globalThis & { [key: symbol]: Map<string, unknown> | undefined }
)[Symbol.for("storefront.processState")] ??= new Map<string, unknown>());

export interface ProcessSlot<T> {
  get(): T | undefined;
  /** Stores the value (undefined empties the slot) and answers it. */
  set<V extends T | undefined>(value: V): V;
}

/** A named slot of process-wide state. */
export function processSlot<T>(name: string): ProcessSlot<T> {
  return {
    get: () => registry.get(name) as T | undefined,
    set: (value) => {
      if (value === undefined) registry.delete(name);
      else registry.set(name, value);
      return value;
    },
  };
}

/** One value per process, made on first use. */
export function processSingleton<T>(name: string, create: () => T): () => T {
  const slot = processSlot<T>(name);
  return () => slot.get() ?? slot.set(create());
}
