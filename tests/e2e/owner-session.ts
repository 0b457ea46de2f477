import { randomInt, randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { buildVehicleRegistry, type SeedVehicle } from "../../src/db/seed/vehicle-registry";
import { waitForMail } from "./mail-inbox";
import { identityUrl, storefrontUrl } from "./ports";

export interface NewOwner {
  name: string;
  email: string;
  password: string;
  cpf: string;
  phone: string;
}

const firstNames = [
  "Mariana",
  "Rafael",
  "Juliana",
  "Thiago",
  "Camila",
  "Lucas",
  "Beatriz",
  "Gustavo",
];
const lastNames = [
  "Almeida",
  "Ferreira",
  "Carvalho",
  "Ribeiro",
  "Gomes",
  "Martins",
  "Rocha",
  "Barros",
];

/** A valid, random CPF (check digits by the Receita Federal rule). */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10));
  if (new Set(digits).size === 1) digits[0] = ((digits[0] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

/** Fresh sign-up data: a unique e-mail and CPF for every call. */
export function newOwnerData(): NewOwner {
  const first = firstNames[randomInt(0, firstNames.length)] ?? "Mariana";
  const last = lastNames[randomInt(0, lastNames.length)] ?? "Almeida";
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${randomUUID().slice(0, 8)}@example.com`.toLowerCase(),
    password: `Gol#${randomInt(1000, 9999)}Quadrado`,
    cpf: randomCpf(),
    phone: `119${String(randomInt(10_000_000, 99_999_999))}`,
  };
}

/** On the provider's login page: goes to sign-up, fills it in and confirms the e-mail code. */
export async function signUpOnProvider(page: Page, owner: NewOwner): Promise<void> {
  await page.getByRole("link", { name: "Criar conta" }).click();
  await page.getByLabel("Nome completo").fill(owner.name);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("CPF").fill(owner.cpf);
  await page.getByLabel("Celular com DDD").fill(owner.phone);
  await page.getByLabel("Senha").fill(owner.password);
  await page.getByLabel("Li e aceito os Termos de Uso").check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { name: "Confirme seu e-mail" })).toBeVisible();
  const [, code] = await waitForMail(owner.email, /código de verificação é (\d{6})/);
  await page.getByLabel("Código de verificação").fill(code ?? "");
  await page.getByRole("button", { name: "Confirmar e-mail" }).click();
}

/**
 * Signs a brand-new owner up through the real provider (code read from the mail inbox) and leaves
 * the page logged in. A new owner is SPEC.md's newUser, so the storefront shows /cadastro until the
 * registration finishes, whatever `returnTo` asks for.
 */
export async function logInAsNewOwner(
  page: Page,
  returnTo = "/",
): Promise<{ name: string; email: string; password: string }> {
  const owner = newOwnerData();
  await page.goto(`/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent(returnTo)}`);
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await signUpOnProvider(page, owner);
  await page.waitForURL((url) => url.toString().startsWith(storefrontUrl));
  await expect
    .poll(async () => (await page.context().cookies(storefrontUrl)).map((cookie) => cookie.name))
    .toContain("id_token");
  return { name: owner.name, email: owner.email, password: owner.password };
}

/** Logs an existing owner in from the provider's login page. */
export async function logInOnProvider(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/**
 * A new owner who has finished /cadastro (a free vehicle of the seeded registry and a favourite
 * dealer), so no page sends them back there; then the page opens `returnTo`.
 */
export async function logInAsRegisteredOwner(
  page: Page,
  returnTo = "/",
  /** Which of the registry's free vehicles will do (any, when absent). */
  wanted?: (vehicle: SeedVehicle) => boolean,
): Promise<{ name: string; email: string; password: string; vin: string }> {
  const owner = await logInAsNewOwner(page, "/cadastro");
  const vehicle = await finishRegistration(page, wanted);
  await page.waitForURL(/\/garagem/);
  await page.goto(returnTo);
  return { ...owner, vin: vehicle.vin };
}

/**
 * On /cadastro: claims a free vehicle of the seeded registry, chooses a dealer in Campinas and
 * concludes; the page then goes wherever the registration was asked from.
 */
export async function finishRegistration(
  page: Page,
  wanted?: (vehicle: SeedVehicle) => boolean,
): Promise<{ vin: string }> {
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  // The banner shows once the page's script runs; on a phone it covers the stepper's buttons.
  await banner.waitFor({ state: "visible", timeout: 15_000 }).catch(() => undefined);
  if (await banner.isVisible().catch(() => false)) {
    // Accepted, so the journeys that follow can read the analytics events of the data layer.
    await banner.getByRole("button", { name: "Aceitar cookies" }).click();
  }
  await page.getByRole("button", { name: "Continuar" }).click();
  const vehicle = await claimFreeVehicle(page, wanted);
  // On a loaded machine a click on this button just after it appears has been seen to send
  // nothing (no call, no message): an owner clicks again, and so does the journey. Once the
  // vehicle is added the button is gone, so a second click never adds it twice.
  const confirm = page.getByRole("button", { name: "Confirmar veículo" });
  const dealerSearch = page.getByLabel("Nome ou cidade da concessionária");
  await expect(async () => {
    if (
      (await confirm.isVisible()) &&
      (await confirm.isEnabled({ timeout: 1_000 }).catch(() => false))
    ) {
      await confirm.click({ timeout: 5_000 });
    }
    await expect(dealerSearch).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await concludeWithDealerIn(page, "Campinas");
  return vehicle;
}

/** On /cadastro's last step: chooses the first dealer of `city` and concludes the registration. */
export async function concludeWithDealerIn(page: Page, city: string): Promise<void> {
  await page.getByLabel("Nome ou cidade da concessionária").fill(city);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await page
    .getByRole("listitem")
    .filter({ hasText: city })
    .first()
    .getByRole("button", { name: /^Escolher/ })
    .click();
  await page.getByRole("button", { name: "Concluir cadastro" }).click();
}

let freeVehiclesOfSeed: SeedVehicle[] | undefined;

/**
 * Looks up free vehicles of the seeded registry until one is still free: every journey of a run
 * claims one on the same server, so a random pick can meet a vehicle another journey took.
 */
async function claimFreeVehicle(
  page: Page,
  wanted: (vehicle: SeedVehicle) => boolean = () => true,
): Promise<{ vin: string }> {
  const candidates = freeRegistryVehicles().filter(wanted);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const vehicle = candidates[randomInt(0, candidates.length)];
    if (!vehicle) throw new Error("the registry has no free vehicle");
    await page.getByLabel("Chassi ou placa").fill(vehicle.vin);
    await page.getByRole("button", { name: "Buscar veículo" }).click();
    const confirm = page.getByRole("button", { name: "Confirmar veículo" });
    const taken = page.getByRole("status").filter({ hasText: vehicle.vin });
    await expect(confirm.or(taken)).toBeVisible();
    if (await confirm.isVisible()) return vehicle;
  }
  throw new Error("five vehicles of the registry in a row were already taken");
}

function freeRegistryVehicles(): SeedVehicle[] {
  freeVehiclesOfSeed ??= buildVehicleRegistry().filter(
    (vehicle) => vehicle.ownerId === null && registeredOwnersVehicle(vehicle.vin),
  );
  return freeVehiclesOfSeed;
}

/**
 * The free vehicles the registered owners of the journeys claim: those whose VIN ends in an even
 * digit. The garage's own journeys take the others, so a run in parallel never finds the vehicle
 * it means to register already in another journey's garage.
 */
export function registeredOwnersVehicle(vin: string): boolean {
  return Number(vin.at(-1)) % 2 === 0;
}
