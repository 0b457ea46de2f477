import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test("the help home offers categories, contact channels and a search that ranks scheduling answers first", async ({
  page,
}) => {
  await page.goto("/ajuda");
  await expect(page.getByRole("heading", { level: 1, name: "Central de ajuda" })).toBeVisible();
  const categories = page.getByRole("region", { name: "Navegue por assunto" });
  for (const name of [
    "Cadastro e login",
    "Agendamento",
    "Ofertas",
    "Recall",
    "Garagem",
    "Privacidade",
  ]) {
    await expect(categories.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "0800 019 5775" })).toHaveAttribute(
    "href",
    "tel:08000195775",
  );
  await expectNoAxeViolations(page);

  await page
    .getByRole("searchbox", { name: "Buscar nas perguntas frequentes" })
    .fill("agendar revisão");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/ajuda\/perguntas-frequentes\?q=agendar\+revis%C3%A3o/);
  await expect(
    page.getByRole("heading", { name: /resultados para “agendar revisão”/ }),
  ).toBeVisible();
  const results = page.getByRole("region", { name: /resultados para/ });
  const questions = results.getByRole("heading", { level: 3 });
  await expect(questions.first()).toContainText(/agend/i);
  await expect(
    results.getByText(/Abra Agendamento de serviços, escolha Revisão periódica/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("accents and case do not change the search, and bad searches give a clean empty result", async ({
  page,
}) => {
  await page.goto("/ajuda/perguntas-frequentes?q=CADASTRO");
  const upper = await page
    .getByRole("region", { name: /resultados para/ })
    .getByRole("heading", { level: 3 })
    .allInnerTexts();
  await page.goto("/ajuda/perguntas-frequentes?q=cadástro");
  const accented = await page
    .getByRole("region", { name: /resultados para/ })
    .getByRole("heading", { level: 3 })
    .allInnerTexts();
  expect(upper.length).toBeGreaterThan(2);
  expect(accented).toEqual(upper);

  for (const query of ["x".repeat(1000), "'; DROP TABLE faq_questions; --", "!@#$%&*()"]) {
    await page.goto(`/ajuda/perguntas-frequentes?${new URLSearchParams({ q: query })}`);
    await expect(page.getByRole("heading", { name: /^Nenhuma pergunta encontrada/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Limpar busca" })).toBeVisible();
  }
});

// A question is HTML's own disclosure: its <summary> opens and closes its <details>.
const question = (page: Page, text: string) => page.locator("summary", { hasText: text });
const questionPanel = (page: Page, text: string) =>
  page.locator("details", { has: question(page, text) });

test("a deep link opens its answer, and the accordion opens another", async ({ page }) => {
  await page.goto("/ajuda/perguntas-frequentes#onde-encontro-o-numero-do-chassi");
  await expect(questionPanel(page, "Onde encontro o número do chassi?")).toHaveAttribute("open");
  await expect(page.getByText(/O chassi \(VIN\) tem 17 caracteres/)).toBeInViewport();

  const cost = "O reparo do recall tem custo?";
  await expect(questionPanel(page, cost)).not.toHaveAttribute("open");
  await expect(page.getByText(/Peças e mão de obra do recall são gratuitas/)).toBeHidden();
  await question(page, cost).click();
  await expect(page.getByText(/Peças e mão de obra do recall são gratuitas/)).toBeVisible();
  // The keyboard closes it again: Enter on the focused question.
  await question(page, cost).press("Enter");
  await expect(questionPanel(page, cost)).not.toHaveAttribute("open");
  await expectNoAxeViolations(page);
});

test("a fragment that is not percent-encoding leaves the page as it is", async ({ page }) => {
  for (const fragment of ["#100%", "#%C3"]) {
    await page.goto(`/ajuda/perguntas-frequentes${fragment}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Perguntas frequentes" }),
    ).toBeVisible();
    await expect(page.getByText("Oops!")).toHaveCount(0);
  }
  // Changing the fragment on the page afterwards does not break it either.
  await page.evaluate(() => (window.location.hash = "%E0%A4%A"));
  await expect(question(page, "Onde encontro o número do chassi?")).toBeVisible();
  await expect(page.getByText("Oops!")).toHaveCount(0);
});

test("“Ajuda com seu login” opens the login category; an unknown category shows them all", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("link", { name: "Ajuda com seu login" }).click();
  await expect(page).toHaveURL(/defaultCategory=Cadastro(%20|\+)e(%20|\+)login/);
  await expect(page.getByRole("heading", { level: 2, name: "Cadastro e login" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Assuntos" })
      .getByRole("link", { name: "Cadastro e login" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(question(page, "Esqueci minha senha. Como recupero o acesso?")).toBeVisible();
  await expect(question(page, "O que é um recall?")).toHaveCount(0);

  await page.goto("/ajuda/perguntas-frequentes?defaultCategory=Inexistente");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Cadastro e login",
    "Agendamento",
    "Ofertas",
    "Recall",
    "Garagem",
    "Privacidade",
    "Fale com a Volkswagen",
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form works and shows the answers", async ({ page }) => {
    await page.goto("/ajuda/perguntas-frequentes");
    await page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" }).fill("renavam");
    await page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" }).press("Enter");
    await expect(page.getByText(/O Renavam é opcional/)).toBeVisible();
  });
});
