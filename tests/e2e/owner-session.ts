import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { identityUrl, storefrontUrl } from "./ports";

export interface NewOwner {
  name: string;
  email: string;
  password: string;
}

const firstNames = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabriela", "Heitor"];
const lastNames = ["Souza", "Lima", "Costa", "Almeida", "Ribeiro", "Martins"];

/**
 * Logs a brand-new owner in through the identity provider's login form and leaves the page on
 * `returnTo` (default "/") with a session.
 */
export async function logInAsNewOwner(page: Page, returnTo = "/"): Promise<NewOwner> {
  const id = randomUUID().slice(0, 8);
  const name = `${firstNames[id.charCodeAt(0) % firstNames.length]} ${lastNames[id.charCodeAt(1) % lastNames.length]} ${id}`;
  const owner = { name, email: `${id}@exemplo.com.br`, password: `senha-${id}` };

  await page.goto("/");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
  await page.waitForURL(new RegExp(`${identityUrl}/interaction`));
  await page.locator('input[name="login"]').fill(owner.name);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await page.waitForURL(new RegExp(`^${storefrontUrl}/`));
  await expect(page.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();
  if (returnTo !== "/") await page.goto(returnTo);
  return owner;
}
