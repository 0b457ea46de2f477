import { copyFileSync, existsSync } from "node:fs";
import { config, ConfigError } from "../src/lib/config";

/**
 * Loads .env (created from .env.example on the first start) without overriding variables already
 * set, then validates it; a bad value ends the process with one line naming the variable.
 */
export async function loadEnvironment(): Promise<void> {
  if (!existsSync(".env")) {
    copyFileSync(".env.example", ".env");
    console.log("Created .env from .env.example.");
  }
  process.loadEnvFile(".env");
  try {
    config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
