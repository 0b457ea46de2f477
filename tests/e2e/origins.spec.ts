import { expect, test } from "./fixtures";
import { storefrontPort, storefrontUrl } from "./ports";

// playwright.config.ts serves localhost as the offers site, 127.0.0.1 as my-account and [::1] as loyalty.
test("only the offers site is indexable; the account and loyalty sites ask robots to stay out", async ({
  page,
}) => {
  await page.goto(`${storefrontUrl}/`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  for (const origin of [`http://127.0.0.1:${storefrontPort}/`, `http://[::1]:${storefrontPort}/`]) {
    await page.goto(origin);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page).toHaveTitle("Volkswagen | Ofertas");
  }
});

test("page views name the site they happened on", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${storefrontPort}/`);
  await page.getByRole("button", { name: "Aceitar cookies" }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { dataLayer?: { event: string; site?: string }[] }).dataLayer?.find(
            (event) => event.event === "page_view",
          )?.site,
      ),
    )
    .toBe("my-account");
});
