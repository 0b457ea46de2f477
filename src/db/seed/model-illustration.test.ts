import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lineup } from "./lineup";
import {
  drawFrontThreeQuarter,
  drawSideView,
  modelDimensions,
  type IllustrationBody,
  type ModelDimensions,
} from "./model-illustration";

const bodies: IllustrationBody[] = [
  "hatch",
  "sedan",
  "compact-suv",
  "suv",
  "pickup",
  "van",
  "electric",
];

describe("model illustrations", () => {
  it("draw every model of the line-up in both views, at most 6 kB each, with their sizes", () => {
    for (const model of lineup) {
      const size = modelDimensions[model.slug];
      expect(size, model.slug).toBeDefined();
      if (!size) continue;
      const side = drawSideView(size, model.colour);
      const front = drawFrontThreeQuarter(size, model.colour);
      expect(side).toContain('width="400" height="160"');
      expect(front).toContain('width="480" height="260"');
      expect(Buffer.byteLength(side)).toBeLessThanOrEqual(6 * 1024);
      expect(Buffer.byteLength(front)).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it("give each of the seven body types its own outline", () => {
    const outlineOf = (svg: string) => /<polygon points="([^"]+)"/.exec(svg)?.[1];
    const drawn = bodies.map((body) =>
      outlineOf(
        drawSideView(
          { body, length: 4.4, height: 1.55, wheelbase: 2.65, width: 1.8, wheelDiameter: 0.68 },
          "#888888",
        ),
      ),
    );
    expect(new Set(drawn).size).toBe(bodies.length);
    const used = new Set(Object.values(modelDimensions).map((size) => size.body));
    expect([...used].sort()).toEqual([...bodies].sort());
  });

  it("keep the real proportions: the Amarok is longer and taller than the Polo", () => {
    const extent = (svg: string) => {
      const points = (/<polygon points="([^"]+)"/.exec(svg)?.[1] ?? "")
        .split(" ")
        .map((pair) => pair.split(",").map(Number) as [number, number]);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      return {
        length: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      };
    };
    const polo = extent(drawSideView(modelDimensions.polo as ModelDimensions, "#b3262e"));
    const amarok = extent(drawSideView(modelDimensions.amarok as ModelDimensions, "#3d4a3a"));
    expect(amarok.length / polo.length).toBeCloseTo(5.25 / 4.07, 1);
    expect(amarok.height).toBeGreaterThan(polo.height);
  });

  it("are committed as drawn (npx tsx scripts/draw-illustrations.ts)", () => {
    for (const model of lineup) {
      const size = modelDimensions[model.slug];
      if (!size) continue;
      const file = readFileSync(`public/illustrations/models/${model.slug}.svg`, "utf8");
      expect(file.trim()).toBe(drawSideView(size, model.colour));
    }
  });
});
