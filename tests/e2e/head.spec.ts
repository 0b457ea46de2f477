import { expect, expectNoAxeViolations, test } from "./fixtures";

test("the home page carries the head contract and shows the line-up from the database", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Volkswagen | Ofertas");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Site oficial de Ofertas da Volkswagen",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#001e50");
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const iconResponse = await page.request.get((await icon.getAttribute("href")) ?? "");
  expect(iconResponse.status()).toBe(200);

  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
  const lineup = page.getByRole("region", { name: "Linha Volkswagen" });
  const poloTrack = lineup.getByRole("article", { name: "Polo Track" });
  await expect(poloTrack).toContainText("R$ 96.990,00");
  await expect(lineup.getByRole("article", { name: "ID.Buzz" })).toContainText("R$ 459.990,00");
  await expect(lineup.getByRole("article")).toHaveCount(12);
  await expect(lineup.getByRole("img", { name: "Ilustração do Polo Track" })).toBeVisible();

  await expectNoAxeViolations(page);

  // A model of the line leads to its offers.
  await poloTrack.getByRole("link", { name: "Polo Track" }).click();
  await expect(page).toHaveURL(/\/ofertas\/modelo\?.*carName=Polo\+Track/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Polo Track");
});

test("the skip link moves keyboard users to the content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#conteudo$/);
});
