// The browser tests' own server; E2E_PORT moves it so two checkouts can run their suites at once.
export const storefrontPort = Number(process.env.E2E_PORT ?? 3100);
export const identityPort = storefrontPort + 1;
export const mailSmtpPort = storefrontPort + 2;
export const mailInboxPort = storefrontPort + 3;
export const storefrontUrl = `http://localhost:${storefrontPort}`;
export const identityUrl = `http://localhost:${identityPort}`;
// The test server's api-key (public, as everywhere) and local operator credential: fixed here so
// the journeys can call the API, and never the secrets .env gets on a developer's machine.
export const e2eApiKey = "dev-api-key-change-me";
export const e2eOperatorSecret = "e2e-operator-secret-0123456789-abcdefghij";
export const mailInboxUrl = `http://localhost:${mailInboxPort}`;
