// How the command-line tools reach the data of a running storefront: its operator API, with the
// operator credential of OPERATOR_TOKEN (issued by `npm run operator-credentials`) or the local
// OPERATOR_SECRET of .env. Only one process may open the embedded database, so the tools never
// open it beside a running storefront; when none answers, they open it themselves.
import { config } from "../src/lib/config";

export interface ApiAnswer {
  status: number;
  body: { error?: { message: string; fields?: Record<string, string> } } & Record<string, unknown>;
}

/** Calls the running storefront; undefined when nothing listens on its port. */
export async function callOperatorApi(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ApiAnswer | undefined> {
  const settings = config();
  const credential = process.env.OPERATOR_TOKEN || settings.OPERATOR_SECRET;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${settings.PORT}${path}`, {
      method,
      headers: {
        "api-key": settings.API_KEY,
        authorization: `Bearer ${credential}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === "ECONNREFUSED") return undefined;
    throw error;
  }
  const text = await response.text();
  let parsed: ApiAnswer["body"] = {};
  try {
    parsed = text ? (JSON.parse(text) as ApiAnswer["body"]) : {};
  } catch {
    parsed = { error: { message: `Resposta inesperada (HTTP ${response.status}).` } };
  }
  return { status: response.status, body: parsed };
}

/** The API's error in one line (its message and field messages). */
export function describeError(answer: ApiAnswer): string {
  const fields = answer.body.error?.fields;
  const details = fields ? ` ${Object.values(fields).join(" ")}` : "";
  return `${answer.body.error?.message ?? `HTTP ${answer.status}`}${details}`;
}

/** Runs an action on the database opened by this process (no storefront is running). */
export async function withOwnDatabase<T>(action: () => Promise<T>): Promise<T> {
  const { closeDatabase, databaseHandle } = await import("../src/db");
  await databaseHandle().migrate();
  try {
    return await action();
  } finally {
    await closeDatabase();
  }
}
