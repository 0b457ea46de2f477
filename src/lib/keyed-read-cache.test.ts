import { afterEach, describe, expect, it, vi } from "vitest";
import { keyedReadCache } from "./keyed-read-cache";

let caches = 0;

function counter() {
  const calls: string[] = [];
  const cache = keyedReadCache({
    name: `test-${(caches += 1)}`,
    ttlMs: 1000,
    maxEntries: 2,
    key: (name: string) => name,
    load: async (name: string) => {
      calls.push(name);
      if (name === "broken") throw new Error("down");
      return `${name}:${calls.length}`;
    },
  });
  return { cache, calls };
}

describe("keyedReadCache", () => {
  afterEach(() => vi.useRealTimers());

  it("loads a key once while fresh and again after ttl", async () => {
    vi.useFakeTimers();
    const { cache, calls } = counter();
    expect(await Promise.all([cache("a"), cache("a")])).toEqual(["a:1", "a:1"]);
    vi.advanceTimersByTime(1001);
    expect(await cache("a")).toBe("a:2");
    expect(calls).toEqual(["a", "a"]);
  });

  it("keeps at most maxEntries keys, dropping the oldest", async () => {
    const { cache, calls } = counter();
    await cache("a");
    await cache("b");
    await cache("c");
    await cache("b");
    await cache("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });

  it("does not keep a failed read", async () => {
    const { cache, calls } = counter();
    await expect(cache("broken")).rejects.toThrow("down");
    await expect(cache("broken")).rejects.toThrow("down");
    expect(calls).toEqual(["broken", "broken"]);
  });

  it("tells whether a read would be answered without a load", async () => {
    vi.useFakeTimers();
    const { cache, calls } = counter();
    expect(cache.has("a")).toBe(false);
    const loading = cache("a");
    expect(cache.has("a")).toBe(true);
    await loading;
    expect(cache.has("a")).toBe(true);
    vi.advanceTimersByTime(1001);
    expect(cache.has("a")).toBe(false);
    await expect(cache("broken")).rejects.toThrow("down");
    expect(cache.has("broken")).toBe(false);
    expect(calls).toEqual(["a", "broken"]);
  });

  it("reads afresh after clear(), in every copy that shares its name", async () => {
    const { cache, calls } = counter();
    await cache("a");
    const twin = keyedReadCache({
      name: `test-${caches}`,
      ttlMs: 1000,
      maxEntries: 2,
      key: (name: string) => name,
      load: async () => "twin",
    });
    expect(await twin("a")).toBe("a:1");
    twin.clear();
    expect(await cache("a")).toBe("a:2");
    expect(calls).toEqual(["a", "a"]);
  });
});
