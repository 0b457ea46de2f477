import { describe, expect, it } from "vitest";
import { paintBeforeHydration } from "./paint-before-hydration";

// The shape Next.js 16 writes: chunks as async scripts in the head, the bootstrap chunk preloaded
// in the head and added at the end of the visible HTML, then the RSC payload.
const nextPage = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="abc=="/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="abc==" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="abc=="></script>',
  '<script src="/_next/static/chunks/two.js" async="" nonce="abc=="></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="abc=="></script>',
  "</head><body><main><h1>Ofertas</h1></main>",
  '<script nonce="abc==">requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<script src="/_next/static/chunks/boot.js" nonce="abc==" async=""></script>',
  '<script nonce="abc==">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="abc==">self.__next_f.push([1,"payload"])</script>',
  "</body></html>",
].join("");

describe("paintBeforeHydration", () => {
  const page = paintBeforeHydration(nextPage);

  it("leaves no chunk script or preload for the parser to fetch before the first paint", () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)\.js"/);
    expect(page).not.toContain('rel="preload" as="script"');
  });

  it("has one loader, with the page's nonce, add every chunk in Next.js's order", () => {
    const loaders =
      page.match(/<script data-chunk-loader="" nonce="abc==">\(function\(s,n\)[^<]*<\/script>/g) ??
      [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(
      '["/_next/static/chunks/one.js","/_next/static/chunks/two.js","/_next/static/chunks/boot.js"]',
    );
  });

  it("places the loader after the visible HTML and before the RSC payload", () => {
    const loader = page.indexOf("(function(s,n)");
    expect(loader).toBeGreaterThan(page.indexOf("</main>"));
    expect(loader).toBeLessThan(page.indexOf("(self.__next_f=self.__next_f||[]).push([0])"));
  });

  it("keeps the stylesheet, the legacy script, React's own scripts and the payload", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="abc=="/>',
      '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="abc=="></script>',
      "$RT=performance.now()",
      'self.__next_f.push([1,"payload"])',
    ]) {
      expect(page).toContain(kept);
    }
  });

  it("runs the loader: the chunks are added once, after a frame, with the nonce", () => {
    const loader = /\(function\(s,n\)[^<]*/.exec(page)?.[0] ?? "";
    const added: Array<{ src: string; async: boolean; nonce: string }> = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const documentStub = {
      hidden: false,
      currentScript: { nonce: "abc==" },
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      createElement: () => ({ src: "", async: false, nonce: "" }),
    };
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      documentStub,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    );
    expect(added).toHaveLength(0);
    for (const frame of frames) frame();
    for (const timer of [...timers]) timer();
    expect(added.map((element) => element.src)).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js",
      "/_next/static/chunks/boot.js",
    ]);
    expect(added.every((element) => element.async && element.nonce === "abc==")).toBe(true);
  });

  it("adds the chunks at once in a tab that is not shown, whose frames never come", () => {
    const loader = /\(function\(s,n\)[^<]*/.exec(page)?.[0] ?? "";
    const added: string[] = [];
    new Function("document", "requestAnimationFrame", "setTimeout", loader)(
      {
        hidden: true,
        currentScript: null,
        head: { appendChild: (element: { src: string }) => added.push(element.src) },
        createElement: () => ({ src: "" }),
      },
      () => undefined,
      () => undefined,
    );
    expect(added).toHaveLength(3);
  });

  it("returns a page of another shape unchanged", () => {
    const plain =
      '<html><head><script src="/_next/static/chunks/one.js" async=""></script></head></html>';
    expect(paintBeforeHydration(plain)).toBe(plain);
    const checked = nextPage.replace('one.js" async=""', 'one.js" integrity="sha384-x" async=""');
    expect(paintBeforeHydration(checked)).toContain('<script src="/_next/static/chunks/one.js"');
  });
});
