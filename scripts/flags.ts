// `npm run flags -- list | set KEY VALUE | unset KEY`: edits the storefront's own flag document.
// Goes through the running storefront's API (so its cache is refreshed at once); when no storefront
// is running, writes to the database directly.
import { loadEnvironment } from "./environment";

await loadEnvironment();
const { config } = await import("../src/lib/config");
const { flagDefaults, isFlagName } = await import("../src/features/flags/domain/flag-defaults");
const settings = config();
const [command, key, rawValue] = process.argv.slice(2);
const usage = "Uso: npm run flags -- list | set CHAVE VALOR | unset CHAVE";

function parseValue(text: string): boolean | number | string {
  if (text === "true" || text === "false") return text === "true";
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

async function callApi(
  method: "PUT" | "DELETE",
  flag: string,
  value?: unknown,
): Promise<Response | undefined> {
  try {
    return await fetch(`http://127.0.0.1:${settings.PORT}/api/v1/flags/${flag}`, {
      method,
      headers: {
        "api-key": settings.API_KEY,
        authorization: `Bearer ${settings.FLAGS_ADMIN_TOKEN}`,
        "content-type": "application/json",
      },
      body: value === undefined ? undefined : JSON.stringify({ value }),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return undefined;
  }
}

async function offline<T>(action: () => Promise<T>): Promise<T> {
  const { closeDatabase, databaseHandle } = await import("../src/db");
  await databaseHandle().migrate();
  try {
    return await action();
  } finally {
    await closeDatabase();
  }
}

async function readDocument(): Promise<{ features: Record<string, { defaultValue?: unknown }> }> {
  try {
    const response = await fetch(`http://127.0.0.1:${settings.PORT}/api/v1/flags`, {
      headers: { "api-key": settings.API_KEY },
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok)
      return (await response.json()) as { features: Record<string, { defaultValue?: unknown }> };
  } catch {
    // no storefront running: the database is ours to open
  }
  const { readStoredDocument } = await import("../src/features/flags/server/flag-store");
  return (await offline(() => readStoredDocument())).document;
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
  const response = await callApi(command === "set" ? "PUT" : "DELETE", key, value);
  if (response) {
    const body = (await response.json()) as {
      value?: unknown;
      error?: { message: string; fields?: object };
    };
    if (!response.ok) {
      console.error(body.error?.fields ? JSON.stringify(body.error.fields) : body.error?.message);
      process.exit(1);
    }
    console.log(`${key} = ${JSON.stringify(body.value)}`);
  } else {
    const { clearFlag, setFlag } = await import("../src/features/flags/server/flag-admin");
    try {
      const result = await offline(() =>
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
