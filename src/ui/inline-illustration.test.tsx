import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Illustration, InlineIllustration } from "./inline-illustration";

async function markupOf(src: string) {
  return renderToStaticMarkup(
    await InlineIllustration({
      src,
      alt: "Ilustração do Polo",
      width: 800,
      height: 320,
      className: "h-auto w-full",
    }),
  );
}

describe("InlineIllustration", () => {
  it("writes the drawing into the page as a named image in the size asked", async () => {
    const file = readFileSync("public/illustrations/models/polo.svg", "utf8").trim();
    const html = await markupOf("/illustrations/models/polo.svg");
    expect(html).toMatch(/^<svg [^>]*role="img"[^>]*>/);
    expect(html).toContain('aria-label="Ilustração do Polo"');
    expect(html).toContain('viewBox="0 0 400 160" width="800" height="320"');
    expect(html).toContain('class="h-auto w-full"');
    // The drawing's own shapes, whole, and no request for the file.
    expect(html).toContain(file.slice(file.indexOf(">") + 1, -"</svg>".length));
    expect(html).not.toContain("<img");
  });

  it("leaves anything but one of our drawings to an eager <img>", async () => {
    for (const src of [
      "/illustrations/models/nao-existe.svg",
      "/illustrations/../../package.json",
      "/icon.svg",
    ]) {
      const html = await markupOf(src);
      expect(html, src).toMatch(/<img [^>]*loading="eager"/);
      expect(html, src).not.toContain("<svg");
    }
  });

  it("leaves the illustrations further down to lazy files", () => {
    const props = { src: "/illustrations/models/polo.svg", alt: "Ilustração do Polo", width: 400 };
    const html = renderToStaticMarkup(<Illustration eager={false} {...props} height={160} />);
    expect(html).toMatch(/^<img [^>]*src="\/illustrations\/models\/polo.svg"[^>]*loading="lazy"/);
  });
});
