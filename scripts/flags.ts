// `npm run flags -- list | set KEY VALUE | unset KEY`: edits the storefront's own flag document.
// Goes through the running storefront's operator API (so its cache is refreshed at once); when no
// storefront is running, works on the database directly.
import { loadEnvironment } from "./environment";
import { callOperatorApi, describeError, withOwnDatabase } from "./operator-api";

await loadEnvironment();
const { flagDefaults, isFlagName } = await import("../src/features/flags/domain/flag-defaults");
const [command, key, rawValue] = process.argv.slice(2);
const usage = "Uso: npm run flags -- list | set CHAVE VALOR | unset CHAVE";

function parseValue(text: string): boolean | number | string {
  if (text === "true" || text === "false") return text === "true";
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

type FlagDocument = { features: Record<string, { defaultValue?: unknown }> };

async function readDocument(): Promise<FlagDocument> {
  const answer = await callOperatorApi("GET", "/api/v1/flags");
  if (answer?.status === 200) return answer.body as unknown as FlagDocument;
  if (answer) {
    console.error(describeError(answer));
    process.exit(1);
  }
  const { readStoredDocument } = await import("../src/features/flags/server/flag-store");
  return (await withOwnDatabase(() => readStoredDocument())).document;
}

if (command === "list") {
  const document = await readDocument();
  for (const [name, fallback] of Object.entries(flagDefaults)) {
    const stored = document.features[name];
    const value = stored?.defaultValue ?? fallback;
    console.log(`${name} = ${JSON.stringify(value)}${stored ? "" : " (padrão)"}`);
  }
} else if ((command === "set" && key && rawValue !== undefined) || (command === "unset" && key)) {
  if (!isFlagName(key)) {
    console.error(`Flag desconhecida: ${key}. Flags: ${Object.keys(flagDefaults).join(", ")}`);
    process.exit(1);
  }
  const value = command === "set" && rawValue !== undefined ? parseValue(rawValue) : undefined;
  const answer = await callOperatorApi(
    value === undefined ? "DELETE" : "PUT",
    `/api/v1/flags/${key}`,
    value === undefined ? undefined : { value },
  );
  if (answer) {
    if (answer.status !== 200) {
      console.error(describeError(answer));
      process.exit(1);
    }
    console.log(`${key} = ${JSON.stringify(answer.body.value)}`);
  } else {
    const { clearFlag, setFlag } = await import("../src/features/flags/server/flag-admin");
    try {
      const result = await withOwnDatabase(() =>
        value === undefined ? clearFlag(key) : setFlag(key, value),
      );
      console.log(`${key} = ${JSON.stringify(result.value)} (gravado no banco; storefront parado)`);
    } catch (error) {
      const fields = (error as { fields?: object }).fields;
      console.error(fields ? JSON.stringify(fields) : String(error));
      process.exit(1);
    }
  }
} else {
  console.error(usage);
  process.exit(1);
}
