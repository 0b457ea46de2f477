import { chromium } from "@playwright/test";
import type { BrowserCookie } from "./lighthouse";

/**
 * A registered owner's session cookies, made through the embedded provider as a person makes
 * them (sign-up, mailed code, registration of a vehicle), on the bench server at `port`.
 */
export async function registeredOwnerCookies(
  baseUrl: string,
  port: number,
): Promise<BrowserCookie[]> {
  // The journeys' helper reads its ports from E2E_PORT: point it at this bench's server.
  process.env.E2E_PORT = String(port);
  const { logInAsRegisteredOwner } = await import("../tests/e2e/owner-session");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: "pt-BR" });
    await logInAsRegisteredOwner(await context.newPage(), "/garagem");
    return await context.cookies(baseUrl);
  } finally {
    await browser.close();
  }
}

/** The same cookies as one Cookie header, for load tools. */
export function cookieHeader(cookies: readonly BrowserCookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** A booking of extra services at `slot`, as the scheduling flow posts it. */
export function servicesBookingBody(
  slot: { dealerCode: string; consultantId?: number; startsAt?: string },
  contact: { name: string; email: string },
): string {
  return JSON.stringify({
    flowType: "additional_services",
    vehicle: { modelCode: "BT41", modelYear: 2025 },
    mileageKm: 12_000,
    dealerCode: slot.dealerCode,
    consultantId: slot.consultantId,
    startsAt: slot.startsAt,
    serviceCodes: ["ALINHAMENTO"],
    contact: { ...contact, phone: "11912345678", preference: 1 },
  });
}
