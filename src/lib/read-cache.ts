/**
 * Keeps the result of a slow read for ttlMs and shares one load among concurrent callers.
 * For data that changes rarely (the catalogue): with PGlite every query runs on the event loop,
 * so re-reading it per request would stall every other request.
 */
export function readCache<T>(
  ttlMs: number,
  load: () => Promise<T>,
): (() => Promise<T>) & { clear(): void } {
  let value: { data: T; expiresAt: number } | undefined;
  let pending: Promise<T> | undefined;
  const read = async (): Promise<T> => {
    if (value && value.expiresAt > Date.now()) return value.data;
    pending ??= load()
      .then((data) => {
        value = { data, expiresAt: Date.now() + ttlMs };
        return data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  return Object.assign(read, {
    clear: () => {
      value = undefined;
    },
  });
}
