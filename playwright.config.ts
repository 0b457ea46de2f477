import { defineConfig, devices } from "@playwright/test";
import {
  e2eApiKey,
  e2eOperatorSecret,
  identityPort,
  identityUrl,
  mailInboxPort,
  mailSmtpPort,
  storefrontPort as port,
} from "./tests/e2e/ports";

const baseURL = `http://localhost:${port}`;

// Playwright's own browser download is blocked here; Debian's Chromium is used instead.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: on a 2-core machine a journey can lose a race with a busy server; a retried pass
  // is listed as flaky in the report, and a real failure still fails twice.
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous bounds: on a loaded CI machine a server render can take seconds; a real failure
  // still fails (twice), it only takes longer to say so.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium } },
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
  ],
  // The production build made by `npm run test:e2e`, on a fresh embedded database, identity
  // provider and mail catcher.
  webServer: {
    command: `rm -rf .data/e2e-${port} && node --import tsx scripts/start.ts`,
    url: `${baseURL}/api/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      PUBLIC_BASE_URL: baseURL,
      PGLITE_DIR: `.data/e2e-${port}/pglite`,
      DATABASE_URL: "",
      IDENTITY_PORT: String(identityPort),
      OIDC_ISSUER: identityUrl,
      // The embedded mail catcher: journeys read codes and links from its inbox API.
      SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      MAIL_CATCHER_WEB_PORT: String(mailInboxPort),
      LOG_LEVEL: "warn",
      API_KEY: e2eApiKey,
      // Every journey of both projects (and their retries) comes from one address with the same
      // e-mails; the limits themselves are tested in tests/integration/rate-limits.int.test.ts.
      RATE_LIMIT_MULTIPLIER: "20",
      OPERATOR_SECRET: e2eOperatorSecret,
      // The same server answers as the three sites: localhost is the offers site.
      OFFERS_ORIGIN: baseURL,
      MY_ACCOUNT_ORIGIN: `http://127.0.0.1:${port}`,
      LOYALTY_ORIGIN: `http://[::1]:${port}`,
    },
  },
});
