import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paintByKey, paintSideView, vehiclePaint, vehiclePictureUrl } from "./vehicle-paint";

const sideViews = path.join(process.cwd(), "public", "illustrations", "models");
const outline = "#1b1f23";

describe("a vehicle's paint", () => {
  it("paints a Cinza Platinum car grey, not the Polo drawing's red", () => {
    expect(vehiclePaint("Cinza Platinum")).toEqual({
      key: "cinza-platinum",
      body: "#8e9397",
      line: "#5d6165",
    });
  });

  it("reads the colour however it was typed", () => {
    expect(vehiclePaint("  cinza   PLATINUM ")).toEqual(vehiclePaint("Cinza Platinum"));
    expect(vehiclePaint("Prata Sírius")).toEqual(vehiclePaint("Prata Sirius"));
  });

  it("has no paint for a missing or unknown colour", () => {
    expect(vehiclePaint(null)).toBeNull();
    expect(vehiclePaint(undefined)).toBeNull();
    expect(vehiclePaint("")).toBeNull();
    expect(vehiclePaint("Verde Limão")).toBeNull();
  });

  it("is named in an address by its key, and by nothing else", () => {
    expect(paintByKey("cinza-platinum")).toEqual(vehiclePaint("Cinza Platinum"));
    expect(paintByKey("Cinza-Platinum")).toBeNull();
    expect(paintByKey("cinza platinum")).toBeNull();
    expect(paintByKey("../polo")).toBeNull();
  });
});

describe("the garage's picture of a vehicle", () => {
  const polo = { modelSlug: "polo", imageUrl: "/illustrations/models/polo.svg" };

  it("is the model's drawing in the vehicle's paint", () => {
    expect(vehiclePictureUrl({ ...polo, color: "Cinza Platinum" })).toBe(
      "/illustrations/vehicles/cinza-platinum/polo.svg",
    );
  });

  it("is the model's own drawing when the colour has no paint", () => {
    expect(vehiclePictureUrl({ ...polo, color: "Verde Limão" })).toBe(polo.imageUrl);
    expect(vehiclePictureUrl({ ...polo, color: null })).toBe(polo.imageUrl);
  });

  it.each(readdirSync(sideViews))(
    "paints the body and door line of %s, and nothing else",
    (file) => {
      const drawn = readFileSync(path.join(sideViews, file), "utf8");
      const paint = { key: "test", body: "#123456", line: "#654321" };
      const painted = paintSideView(drawn, paint);
      expect(painted.match(/fill="#123456"/g)).toHaveLength(1);
      expect(painted.match(/stroke="#654321"/g)).toHaveLength(1);
      expect(painted).toContain(`data-paint="body" fill="#123456" stroke="${outline}"`);
      const unpainted = (svg: string) =>
        svg.replace(/(data-paint="(?:body|line)" (?:fill|stroke)=")#[0-9a-f]{6}"/g, '$1"');
      expect(unpainted(painted)).toBe(unpainted(drawn));
    },
  );

  // WCAG 1.4.11: a part that tells what the car is (its windows, its headlight) is set apart from
  // the body by 3:1, on a black car as on a white one.
  const relativeLuminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [first, second] = [relativeLuminance(a), relativeLuminance(b)];
    return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
  };
  const edgeContrast = (element: string, body: string) =>
    Math.max(
      ...[...element.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map(([, colour = ""]) =>
        contrast(colour, body),
      ),
    );
  const registryColours = [
    "Branco Cristal",
    "Branco Puro",
    "Preto Ninja",
    "Prata Sirius",
    "Prata Pyrit",
    "Cinza Platinum",
    "Cinza Moonstone",
    "Vermelho Sunset",
    "Azul Biscay",
    "Azul Norway",
  ];

  it.each(registryColours)("shows the windows and the headlight of a %s car", (colour) => {
    const paint = vehiclePaint(colour);
    if (!paint) throw new Error(`No paint for ${colour}`);
    for (const file of readdirSync(sideViews)) {
      const painted = paintSideView(readFileSync(path.join(sideViews, file), "utf8"), paint);
      const glass = painted.match(/<polygon [^>]*fill="#2b3a4a"[^>]*>/)?.[0] ?? "";
      const headlight = painted.match(/<rect [^>]*fill="#fff6c8"[^>]*>/)?.[0] ?? "";
      expect(edgeContrast(glass, paint.body), `${file}: windows`).toBeGreaterThanOrEqual(3);
      expect(edgeContrast(headlight, paint.body), `${file}: headlight`).toBeGreaterThanOrEqual(3);
    }
  });
});
