import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { visitorRoutes } from "./route-table";

// WCAG 2.2, 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured (Minimum): walking a page with Tab,
// every stop shows a focus indicator, and no stop sits wholly under the fixed top bar or the
// consent banner.
const tabStops = 30;

interface FocusStop {
  label: string;
  indicator: boolean;
  obscured: boolean;
}

/** What the focused element shows, read from its computed style and from hit-testing. */
function focusedStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    // A visually hidden control (a radio inside a card) shows its focus on its label: the label is
    // what must show the indicator and stay in sight.
    const focusedBox = focused.getBoundingClientRect();
    const focusedStyle = getComputedStyle(focused);
    const visuallyHidden =
      focusedBox.width * focusedBox.height <= 4 ||
      focusedStyle.clipPath.startsWith("inset") ||
      focusedStyle.clip.startsWith("rect") ||
      Number(focusedStyle.opacity) === 0;
    const label = visuallyHidden ? focused.closest("label") : null;
    const element = label ?? focused;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== "none";
    const box = element.getBoundingClientRect();
    // Not obscured when any of five points of the element (inset by a pixel) reaches it.
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ];
    const reached = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
    const [centreX, centreY] = points[0] ?? [0, 0];
    const cover = document.elementFromPoint(centreX, centreY);
    const coverName =
      cover?.closest("[aria-label], header, footer, section, nav")?.getAttribute("aria-label") ??
      cover?.tagName.toLowerCase() ??
      "nothing";
    const kind = focused instanceof HTMLInputElement ? ` ${focused.type} ${focused.name}` : "";
    const coverClass = cover?.getAttribute("class")?.slice(0, 60) ?? "";
    const name = `<${element.tagName.toLowerCase()}${kind}> "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"${reached ? "" : ` (under ${coverName} .${coverClass})`}`;
    return { label: name, indicator: outline || ring, obscured: !reached };
  });
}

for (const route of visitorRoutes.filter((path) => path !== "/pagina-que-nao-existe")) {
  test(`${route}: every Tab stop shows its focus and is not hidden`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("main h1").first()).toBeVisible();
    const problems: string[] = [];
    let stops = 0;
    for (let press = 0; press < tabStops; press += 1) {
      await page.keyboard.press("Tab");
      let stop = await focusedStop(page);
      if (!stop) continue;
      // Smooth scrolling or a layout still settling can leave a stop covered for a moment (on a
      // loaded machine, for more than one frame); what is still covered after two seconds is what
      // the visitor meets.
      for (let look = 0; stop.obscured && look < 5; look += 1) {
        await page.waitForTimeout(400);
        stop = (await focusedStop(page)) ?? stop;
      }
      stops += 1;
      if (!stop.indicator) problems.push(`${stop.label}: no visible focus indicator`);
      if (stop.obscured) problems.push(`${stop.label}: hidden under another element`);
    }
    expect(stops, "the page has Tab stops").toBeGreaterThan(3);
    expect(problems).toEqual([]);
  });
}

// Radix's focus trap moves focus without scrolling: a Tab from the simulator's last control back
// to its close button left the button above the visible part of the scrolled dialog.
test("a Tab that wraps round the simulator brings its close button into sight", async ({
  page,
}) => {
  // Short enough that the simulator scrolls on every project.
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto("/ofertas");
  await page
    .getByRole("button", { name: /^Simular financiamento: / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(dialog.getByTestId("simulation-instalment")).toBeVisible();
  const close = dialog.getByRole("button", { name: "Fechar simulador" });
  await expect(close).toBeFocused();
  let wrapped = false;
  let deepest = 0;
  for (let press = 0; press < 40 && !wrapped; press += 1) {
    await page.keyboard.press("Tab");
    deepest = Math.max(deepest, await dialog.evaluate((element) => element.scrollTop));
    wrapped = await close.evaluate((button) => button === document.activeElement);
  }
  expect(wrapped, "Tab comes back to the close button").toBe(true);
  expect(deepest, "the walk scrolled the dialog down").toBeGreaterThan(0);
  await expect
    .poll(() =>
      close.evaluate((button) => {
        const frame = button.closest('[role="dialog"]')?.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        return frame !== undefined && box.top >= frame.top && box.bottom <= frame.bottom;
      }),
    )
    .toBe(true);
});
