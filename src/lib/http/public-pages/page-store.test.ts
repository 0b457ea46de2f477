import { describe, expect, it } from "vitest";
import { createPageStore, type RenderedPage } from "./page-store";

function page(text: string, shareable = true): RenderedPage {
  return {
    page: {
      status: 200,
      headers: [["content-type", "text/html"]],
      body: Buffer.from(text),
      etag: `"${text}"`,
    },
    shareable,
  };
}

function setup(overrides: { maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0;
  const store = createPageStore({
    freshMs: 60_000,
    staleMs: 600_000,
    maxEntries: overrides.maxEntries ?? 10,
    maxBytes: overrides.maxBytes ?? 1_000,
    now: () => clock,
  });
  let renders = 0;
  const render =
    (text: string, shareable = true) =>
    async () => {
      renders += 1;
      return page(text, shareable);
    };
  return {
    store,
    render,
    renders: () => renders,
    advance: (ms: number) => (clock += ms),
  };
}

const body = (answer: { page: { body: Buffer } } | undefined) => answer?.page.body.toString();

describe("page store", () => {
  it("renders a page once and serves it while it is fresh", async () => {
    const { store, render, renders, advance } = setup();
    const first = await store.answer("/ofertas", render("v1"));
    advance(59_000);
    const second = await store.answer("/ofertas", render("v2"));
    expect([first?.state, body(first)]).toEqual(["miss", "v1"]);
    expect([second?.state, body(second)]).toEqual(["hit", "v1"]);
    expect(renders()).toBe(1);
  });

  it("serves a stale page at once and the new render to the next visitor", async () => {
    const { store, render, advance } = setup();
    await store.answer("/", render("v1"));
    advance(61_000);
    const stale = await store.answer("/", render("v2"));
    await new Promise((resolve) => setImmediate(resolve));
    const next = await store.answer("/", render("v3"));
    expect([stale?.state, body(stale)]).toEqual(["stale", "v1"]);
    expect([next?.state, body(next)]).toEqual(["hit", "v2"]);
  });

  it("renders again once a page is older than its stale time", async () => {
    const { store, render, advance } = setup();
    await store.answer("/", render("v1"));
    advance(661_000);
    const answer = await store.answer("/", render("v2"));
    expect([answer?.state, body(answer)]).toEqual(["miss", "v2"]);
  });

  it("shares one render among requests that arrive while it runs", async () => {
    const { store, render, renders } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => store.answer("/", render("v1"))));
    expect(answers.map(body)).toEqual(["v1", "v1", "v1"]);
    expect(renders()).toBe(1);
  });

  it("never shares an answer that may not be shared, nor stores it", async () => {
    const { store, render, renders } = setup();
    const answers = await Promise.all([1, 2].map(() => store.answer("/", render("cookie", false))));
    expect(answers).toEqual([undefined, undefined]);
    expect(await store.answer("/", render("cookie", false))).toBeUndefined();
    expect(renders()).toBe(2);
    expect(store.size().entries).toBe(0);
  });

  it("answers undefined when the render fails, so the request renders on its own", async () => {
    const { store } = setup();
    const failed = await store.answer("/", async () => {
      throw new Error("unreachable");
    });
    expect(failed).toBeUndefined();
    expect(store.size().entries).toBe(0);
  });

  it("forgets every page, and does not keep a render that began before the change", async () => {
    const { store, render } = setup();
    await store.answer("/", render("v1"));
    let finish: (value: RenderedPage) => void = () => undefined;
    const slow = store.answer("/ofertas", () => new Promise((resolve) => (finish = resolve)));
    store.forget();
    finish(page("before"));
    await slow;
    expect(store.size().entries).toBe(0);
    const after = await store.answer("/", render("v2"));
    expect([after?.state, body(after)]).toEqual(["miss", "v2"]);
  });

  it("drops the least used pages beyond its entries and bytes", async () => {
    const { store, render } = setup({ maxEntries: 2, maxBytes: 10 });
    await store.answer("/a", render("aaaa"));
    await store.answer("/b", render("bbbb"));
    await store.answer("/a", render("unused"));
    await store.answer("/c", render("cccc"));
    expect(store.size()).toEqual({ entries: 2, bytes: 8 });
    expect((await store.answer("/a", render("a2")))?.state).toBe("hit");
    expect((await store.answer("/b", render("b2")))?.state).toBe("miss");
    await store.answer("/big", render("x".repeat(11)));
    expect(store.size().bytes).toBeLessThanOrEqual(10);
  });
});
