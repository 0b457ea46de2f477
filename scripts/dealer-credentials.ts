// `npm run dealer-credentials -- DEALER_CODE [--webhook URL]`: issues (or replaces) the client
// credentials a dealer's system uses on /api/v1/dealers/auth-token; the secret is printed once.
// With the embedded database, stop the storefront first (one process owns the PGlite folder).
import { loadEnvironment } from "./environment";

await loadEnvironment();
const args = process.argv.slice(2);
const dealerCode = args.find(
  (arg, index) => !arg.startsWith("--") && args[index - 1] !== "--webhook",
);
const webhookIndex = args.indexOf("--webhook");
const webhookUrl = webhookIndex >= 0 ? args[webhookIndex + 1] : undefined;
if (!dealerCode || (webhookIndex >= 0 && !webhookUrl?.startsWith("http"))) {
  console.error("Uso: npm run dealer-credentials -- CODIGO_DA_CONCESSIONARIA [--webhook URL]");
  process.exit(2);
}

const { databaseHandle, closeDatabase } = await import("../src/db");
const { issueDealerCredentials } = await import("../src/features/leads/server/dealer-access");
await databaseHandle().migrate();
try {
  const issued = await issueDealerCredentials(dealerCode, { webhookUrl });
  console.log(`client_id:     ${issued.clientId}\nclient_secret: ${issued.clientSecret}`);
  if (webhookUrl) console.log(`webhook:       ${webhookUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
