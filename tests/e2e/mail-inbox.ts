import { expect } from "@playwright/test";
import { mailInboxUrl } from "./ports";

interface CaughtMessage {
  to: string[];
  subject: string;
  text: string;
}

/** The newest message to `to` whose text matches `pattern`, read from the mail catcher's API. */
export async function waitForMail(
  to: string,
  pattern: RegExp,
  after = 0,
): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailInboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as CaughtMessage[];
        const fresh = messages.slice(0, Math.max(0, messages.length - after));
        match = fresh.map((message) => pattern.exec(message.text)).find(Boolean) ?? null;
        return match !== null;
      },
      { timeout: 15_000, message: `no mail to ${to} matching ${pattern}` },
    )
    .toBe(true);
  if (!match) throw new Error("unreachable");
  return match;
}

/** How many messages `to` has received so far (to wait for a newer one). */
export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`${mailInboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as CaughtMessage[]).length;
}
