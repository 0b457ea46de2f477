import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logInAsRegisteredOwner } from "./owner-session";
import { e2eApiKey } from "./ports";
import { ownerRoutes, visitorRoutes } from "./route-table";

// WCAG 2.2, 1.4.10 Reflow and 1.4.4 Resize text: at 320 CSS px (a 1280 px screen at 400%) and
// 640 CSS px (the same screen at 200%), every page reads in one column, with no horizontal
// scrolling and nothing cut off at the right edge.
const widths = [320, 640];
// The confirmation needs a booking of the owner; without one it is the not-found page.
const ownerPages = ownerRoutes.filter((route) => route !== "/agendamento/servicos/confirmacao");

/**
 * What sticks out past the viewport's right edge and is not inside a scrolling or clipping box
 * (a carousel's track scrolls on purpose), described so a failure names the element.
 */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedByAncestor = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== "visible") return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      if (clippedByAncestor(element)) continue;
      const label = (element.textContent ?? "").trim().slice(0, 40);
      found.push(`<${element.tagName.toLowerCase()}> "${label}" ends at ${Math.round(box.right)}`);
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      found: found.slice(0, 5),
    };
  });
}

/**
 * The buttons shown whose words do not fit their box (a fixed height and a label that wraps):
 * the text spills over the edge, cut or over what is next to it.
 */
function spillingButtons(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("button"))
      .filter((button) => button.getClientRects().length > 0)
      .filter(
        (button) =>
          button.scrollHeight > button.clientHeight + 1 ||
          button.scrollWidth > button.clientWidth + 1,
      )
      .map(
        (button) =>
          `"${(button.textContent ?? "").trim().slice(0, 30)}" needs ${button.scrollWidth}×${button.scrollHeight}, has ${button.clientWidth}×${button.clientHeight}`,
      ),
  );
}

/**
 * The loaded images that declare a width and a height, and among them those whose attributes give
 * another shape than the picture's own: the box the browser reserves before the picture arrives
 * is wrong, and the page moves as it loads.
 */
function imageShapes(page: Page) {
  return page.evaluate(() => {
    const loaded = Array.from(document.images).filter(
      (image) =>
        image.complete &&
        image.naturalWidth > 0 &&
        image.naturalHeight > 0 &&
        image.hasAttribute("width") &&
        image.hasAttribute("height"),
    );
    const misshapen = loaded
      .filter((image) => {
        const declared = Number(image.getAttribute("width")) / Number(image.getAttribute("height"));
        return Math.abs(declared / (image.naturalWidth / image.naturalHeight) - 1) > 0.02;
      })
      .map(
        (image) =>
          `${image.getAttribute("src")} declared ${image.getAttribute("width")}×${image.getAttribute("height")}, is ${image.naturalWidth}×${image.naturalHeight}`,
      );
    return { checked: loaded.map((image) => image.getAttribute("src") ?? ""), misshapen };
  });
}

/** Checks a route at each width; answers the images whose shape it checked. */
async function expectReflow(page: Page, route: string): Promise<string[]> {
  const checkedImages: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(route);
    await page.waitForLoadState("load");
    const { scrollWidth, found } = await overflowingElements(page);
    expect(found, `${route} at ${width} px`).toEqual([]);
    expect(scrollWidth, `${route} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
    expect(await spillingButtons(page), `${route} at ${width} px: words out of a button`).toEqual(
      [],
    );
    const { checked, misshapen } = await imageShapes(page);
    expect(misshapen, `${route}: images reserve another shape`).toEqual([]);
    checkedImages.push(...checked);
  }
  return checkedImages;
}

test.describe("reflow at 320 and 640 px, and images that keep their box", () => {
  // Widths are set by the test itself: one project is enough.
  test.skip(() => test.info().project.name !== "desktop", "widths are set by the test");
  test.describe.configure({ timeout: 240_000 });
  // The embedded provider's own pages have no favicon.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("every visitor page reads without sideways scrolling", async ({ page }) => {
    const checked: string[] = [];
    for (const route of visitorRoutes) checked.push(...(await expectReflow(page, route)));
    // The shape check saw the pictures the pages show at once: the offers' and the models'.
    expect(checked.filter((src) => src.startsWith("/illustrations/")).length).toBeGreaterThan(0);
  });

  test("every owner page reads without sideways scrolling", async ({ page }) => {
    await logInAsRegisteredOwner(page, "/garagem");
    // The longest nickname there is (30 characters), with no space to wrap at: it breaks, the page
    // does not widen.
    const headers = { "api-key": e2eApiKey };
    const garage = await page.request.get("/api/v1/core/vehicles", { headers });
    const [vehicle] = ((await garage.json()) as { vehicles: { id: number }[] }).vehicles;
    const nickname = await page.request.put("/api/v1/core/vehicles/nickname", {
      headers,
      data: { vehicleId: vehicle?.id, nickname: "A".repeat(30) },
    });
    expect(nickname.status()).toBe(200);
    const checked: string[] = [];
    for (const route of ownerPages) checked.push(...(await expectReflow(page, route)));
    // The owner's vehicle picture (the garage, the vehicle's page), in its colour, was among those
    // checked.
    expect(
      checked.filter((src) => src.startsWith("/illustrations/vehicles/")).length,
    ).toBeGreaterThan(0);
  });
});
