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

/** The free slots of `dealerCode` from 3 to 19 days ahead, as its calendar answers them. */
export async function bookableSlots(baseUrl: string, apiKey: string, dealerCode: string) {
  const slots: { startsAt: string; consultantId: number }[] = [];
  for (let offset = 3; offset < 20; offset += 1) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${baseUrl}/api/v2/calendar/dealer/${dealerCode}/${day}`, {
      headers: { "api-key": apiKey },
    });
    if (!response.ok) continue;
    slots.push(...((await response.json()) as { slots: typeof slots }).slots);
  }
  return slots;
}

/**
 * A booking of the owner whose session `cookie` carries, at the first free slot of a dealer:
 * answers its id, for the pages that show one (its confirmation).
 */
export async function bookedServiceId(
  baseUrl: string,
  apiKey: string,
  cookie: string,
  contact: { name: string; email: string },
): Promise<string> {
  const dealerCode = "10000";
  const [slot] = await bookableSlots(baseUrl, apiKey, dealerCode);
  if (!slot) throw new Error(`dealer ${dealerCode} has no free slot to book`);
  const response = await fetch(`${baseUrl}/api/v1/booking`, {
    method: "POST",
    headers: { "api-key": apiKey, "content-type": "application/json", cookie },
    body: servicesBookingBody({ dealerCode, ...slot }, contact),
  });
  if (!response.ok) throw new Error(`the booking was refused: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}
