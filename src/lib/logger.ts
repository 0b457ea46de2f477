import pino from "pino";

const holder = globalThis as typeof globalThis & { __storefrontLogger?: pino.Logger };

/** JSON lines on stdout; the level comes from LOG_LEVEL (read directly so logging never blocks start-up). */
export function logger(): pino.Logger {
  holder.__storefrontLogger ??= pino({
    level: process.env.LOG_LEVEL || "info",
    base: { service: "storefront" },
  });
  return holder.__storefrontLogger;
}
