import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { paintedSideView } from "../server/vehicle-picture";
import { toGarageVehicle } from "../server/vehicle-shape";
import { VehicleSummary } from "./vehicle-summary";

const row = {
  id: 7,
  vin: "9BWAG45ZXRT214578",
  plate: "QFT3X42",
  renavam: null,
  ownerId: "owner-1",
  modelName: "Polo",
  modelSlug: "polo",
  modelCode: "BZ11",
  imageUrl: "/illustrations/models/polo.svg",
  versionName: "Highline 170 TSI",
  modelYear: 2024,
  color: "Cinza Platinum",
  soldOn: "2024-02-19",
  dealerName: null,
  dealerCity: null,
  dealerState: null,
  nickname: null,
  mileageKm: 12000,
  mileageReadAt: null,
};

/** The picture the summary shows, as the browser would load it from its address. */
async function pictureOf(html: string): Promise<{ tag: string; svg: string | null }> {
  const tag = /<img [^>]*>/.exec(html)?.[0] ?? "";
  const src = /src="([^"]+)"/.exec(tag)?.[1] ?? "";
  const [, colour = "", model = ""] =
    /^\/illustrations\/vehicles\/([^/]+)\/([^/]+)$/.exec(src) ?? [];
  return { tag, svg: await paintedSideView(colour, model) };
}

describe("the garage's picture of the owner's car", () => {
  it("draws a Cinza Platinum Polo grey, not in the Polo drawing's red", async () => {
    const html = renderToStaticMarkup(<VehicleSummary vehicle={toGarageVehicle(row)} />);
    const { tag, svg } = await pictureOf(html);
    expect(svg).toContain('data-paint="body" fill="#8e9397"');
    expect(svg).toContain('data-paint="line" stroke="#5d6165"');
    expect(svg).not.toContain("#b3262e");
    expect(svg).not.toContain("#74191e");
    // Decorative and sized as before, so the card does not move when it loads.
    expect(tag).toContain('alt=""');
    expect(tag).toContain('width="160"');
    expect(tag).toContain('height="64"');
  });

  it("keeps the model's own drawing for a colour it has no paint for", () => {
    const html = renderToStaticMarkup(
      <VehicleSummary vehicle={toGarageVehicle({ ...row, color: "Verde Limão" })} />,
    );
    expect(html).toContain('src="/illustrations/models/polo.svg"');
  });

  it("heads the card with the owner's nickname for the car, the model and year under it", () => {
    const named = renderToStaticMarkup(
      <VehicleSummary
        vehicle={{ ...toGarageVehicle(row), nickname: "Polo da Maria" }}
        headingLevel={2}
      />,
    );
    expect(/<h2[^>]*>(.*?)<\/h2>/.exec(named)?.[1]).toBe("Polo da Maria");
    expect(named).toContain(`${row.modelName} ${row.modelYear}`);
    const plain = renderToStaticMarkup(
      <VehicleSummary vehicle={toGarageVehicle(row)} headingLevel={2} />,
    );
    expect(/<h2[^>]*>(.*?)<\/h2>/.exec(plain)?.[1]).toBe(`${row.modelName} ${row.modelYear}`);
  });

  it("draws nothing for an address that names no model or no paint", async () => {
    expect(await paintedSideView("cinza-platinum", "../../package.json")).toBeNull();
    expect(await paintedSideView("cinza-platinum", "gol.svg")).toBeNull();
    expect(await paintedSideView("verde-limao", "polo.svg")).toBeNull();
  });
});
