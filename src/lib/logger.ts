import pino from "pino";
import { processSingleton } from "./process-state";

/** JSON lines on stdout; the level comes from LOG_LEVEL (read directly so logging never blocks start-up). */
export function logger(): pino.Logger {
  return sharedLogger();
}

const sharedLogger = processSingleton("logger", () =>
  pino({ level: process.env.LOG_LEVEL || "info", base: { service: "storefront" } }),
);
