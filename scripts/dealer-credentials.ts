// `npm run dealer-credentials -- DEALER_CODE [--webhook URL]`: issues (or replaces) the client
// credentials a dealer's system uses on /api/v1/dealers/auth-token; the secret is printed once.
// Goes through the running storefront's operator API; with none running, opens the database.
import { appendFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { loadEnvironment } from "./environment";
import { callOperatorApi, describeError, withOwnDatabase } from "./operator-api";

await loadEnvironment();
const args = process.argv.slice(2);

if (args[0] === "--demo") {
  // Run by `npm start` before the storefront opens the database: the demonstration dealers'
  // credentials, issued once and kept beside the embedded database (git-ignored).
  const { config } = await import("../src/lib/config");
  const { issueDemonstrationDealerCredentials } =
    await import("../src/features/leads/server/demo-dealers");
  const issued = await withOwnDatabase(() => issueDemonstrationDealerCredentials());
  const file = path.join(path.dirname(config().PGLITE_DIR), "demo-dealer-credentials.txt");
  if (issued.length > 0) {
    const lines = issued.map(
      (item) =>
        `${item.dealerCode}  client_id=${item.clientId}  client_secret=${item.clientSecret}`,
    );
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    console.log(`Demonstration dealer systems (leads API):\n  ${lines.join("\n  ")}`);
  }
  if (existsSync(file)) console.log(`Demonstration dealer credentials: ${file}`);
  process.exit(0);
}
const dealerCode = args.find(
  (arg, index) => !arg.startsWith("--") && args[index - 1] !== "--webhook",
);
const webhookIndex = args.indexOf("--webhook");
const webhookUrl = webhookIndex >= 0 ? args[webhookIndex + 1] : undefined;
if (!dealerCode || (webhookIndex >= 0 && !webhookUrl?.startsWith("http"))) {
  console.error("Uso: npm run dealer-credentials -- CODIGO_DA_CONCESSIONARIA [--webhook URL]");
  process.exit(2);
}

function print(issued: { clientId: string; clientSecret: string }) {
  console.log(`client_id:     ${issued.clientId}\nclient_secret: ${issued.clientSecret}`);
  if (webhookUrl) console.log(`webhook:       ${webhookUrl}`);
}

const answer = await callOperatorApi("POST", "/api/v1/operator/dealer-credentials", {
  dealerCode,
  ...(webhookUrl ? { webhookUrl } : {}),
});
if (answer) {
  if (answer.status !== 201) {
    console.error(describeError(answer));
    process.exit(1);
  }
  print(answer.body as unknown as { clientId: string; clientSecret: string });
} else {
  const { issueDealerCredentials } = await import("../src/features/leads/server/dealer-access");
  try {
    print(await withOwnDatabase(() => issueDealerCredentials(dealerCode, { webhookUrl })));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
