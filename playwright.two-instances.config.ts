import { defineConfig, devices } from "@playwright/test";
import { storefrontPort } from "./tests/e2e/ports";

// The login, lead and booking journeys against two storefront instances behind a round-robin
// proxy (tests/scale/two-instances.ts starts everything and then this suite).
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: ["login.spec.ts", "buying.spec.ts", "scheduling.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: ["--headless", "--no-sandbox", "--disable-gpu"],
        },
      },
    },
  ],
});
