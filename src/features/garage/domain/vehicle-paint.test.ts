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
});
