// The browser tests' own server; E2E_PORT moves it so two checkouts can run their suites at once.
export const storefrontPort = Number(process.env.E2E_PORT ?? 3100);
export const identityPort = storefrontPort + 1;
export const mailSmtpPort = storefrontPort + 2;
export const mailInboxPort = storefrontPort + 3;
export const storefrontUrl = `http://localhost:${storefrontPort}`;
export const identityUrl = `http://localhost:${identityPort}`;
export const mailInboxUrl = `http://localhost:${mailInboxPort}`;
