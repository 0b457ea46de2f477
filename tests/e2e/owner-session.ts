import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { identityUrl, storefrontUrl } from "./ports";

export interface OwnerCredentials {
  name: string;
  email: string;
  password: string;
}

/**
 * Logs a brand-new owner in through the embedded provider's login form and leaves the page logged
 * in, back at `returnTo` (the home page by default).
 */
export async function logInAsNewOwner(page: Page, returnTo = "/"): Promise<OwnerCredentials> {
  const suffix = randomUUID().slice(0, 8);
  const owner = {
    name: `Cliente ${suffix}`,
    email: `cliente.${suffix}@exemplo.com.br`,
    password: `senha-${suffix}`,
  };
  await page.goto("/");
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
  await page.waitForURL(new RegExp(`${identityUrl}/interaction`));
  await page.locator('input[name="login"]').fill(owner.name);
  await page.locator('input[name="password"]').fill(owner.password);
  await page.getByRole("button", { name: "Sign-in" }).click();
  const consent = page.getByRole("button", { name: "Continue" });
  if (await consent.isVisible().catch(() => false)) await consent.click();
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(page.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();
  if (returnTo !== "/") await page.goto(returnTo);
  return owner;
}
