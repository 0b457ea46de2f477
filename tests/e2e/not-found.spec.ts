import { expect, expectNoAxeViolations, test } from "./fixtures";

// The browser reports the 404 status of the page itself as a failed resource; that is the point here.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

test("an unknown page answers 404 with a Portuguese page inside the shell", async ({ page }) => {
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Página não encontrada | Volkswagen | Ofertas");
  await expect(
    page.getByRole("heading", { level: 1, name: "Página não encontrada" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Volkswagen Ofertas: voltar para a página inicial" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Voltar para a página inicial", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Encontre o seu Volkswagen" }),
  ).toBeVisible();
});

test("the 404 page has no accessibility violations", async ({ page }) => {
  await page.goto("/nada-aqui");
  await expectNoAxeViolations(page);
});

test("an unknown offer answers 404 with the same page and title", async ({ page }) => {
  const response = await page.goto("/ofertas/nao-existe-xyz");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Página não encontrada" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Página não encontrada | Volkswagen | Ofertas");
});

test("the 404 page keeps the same margin under the routes laid out edge to edge", async ({
  page,
}) => {
  const headingLeft = async (path: string) => {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1, name: "Página não encontrada" });
    await expect(heading).toBeVisible();
    return (await heading.boundingBox())?.x ?? 0;
  };
  const elsewhere = await headingLeft("/pagina-que-nao-existe");
  expect(elsewhere).toBeGreaterThanOrEqual(16);
  for (const path of ["/agendamento/nao-existe", "/ajuda/nao-existe", "/sob/nao-existe"]) {
    expect(await headingLeft(path)).toBe(elsewhere);
  }
});
