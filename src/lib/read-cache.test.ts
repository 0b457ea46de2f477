import { afterEach, describe, expect, it, vi } from "vitest";
import { readCache } from "./read-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("readCache", () => {
  it("loads once for concurrent callers and serves the kept value until it expires", async () => {
    vi.useFakeTimers();
    let loads = 0;
    const read = readCache("test.versions", 1000, async () => {
      loads += 1;
      return `versão ${loads}`;
    });
    expect(await Promise.all([read(), read(), read()])).toEqual([
      "versão 1",
      "versão 1",
      "versão 1",
    ]);
    vi.advanceTimersByTime(999);
    expect(await read()).toBe("versão 1");
    vi.advanceTimersByTime(2);
    expect(await read()).toBe("versão 2");
    read.clear();
    expect(await read()).toBe("versão 3");
  });

  it("does not keep a failed load", async () => {
    let attempt = 0;
    const read = readCache("test.failing", 1000, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error("banco fora do ar");
      return "ok";
    });
    await expect(read()).rejects.toThrow("banco fora do ar");
    expect(await read()).toBe("ok");
  });

  it("shares its value and its clearing among readers of the same name", async () => {
    let loads = 0;
    const load = async () => (loads += 1);
    const inPages = readCache("test.shared", 60_000, load);
    const inRoutes = readCache("test.shared", 60_000, load);
    const other = readCache("test.other", 60_000, load);
    expect(await inPages()).toBe(1);
    expect(await inRoutes()).toBe(1);
    expect(await other()).toBe(2);
    inRoutes.clear();
    expect(await inPages()).toBe(3);
  });

  it("does not keep a read that was under way when the data changed", async () => {
    let stored = "antes";
    let release: () => void = () => {};
    const read = readCache("test.change-during-load", 60_000, async () => {
      const seen = stored;
      await new Promise<void>((resolve) => (release = resolve));
      return seen;
    });
    const early = read();
    stored = "depois";
    read.clear();
    release();
    expect(await early).toBe("antes");
    const fresh = read();
    release();
    expect(await fresh).toBe("depois");
  });
});
