// One way for integration tests to call a route handler in process, as Next.js would: the request
// is built from the route's own contract (method, path, the site's api-key), and the answer is
// checked against it. A success must parse with the contract's response schema and carry no field
// the contract does not name; an error must have the error shape (DESIGN.md). An answer that
// drifts from its contract fails the test, and the body a test reads is typed from the contract.
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import type { RouteContract } from "@/lib/http";
import type { ApiErrorCode, ErrorBody } from "@/lib/http/api-error";
import type { RouteHandler } from "@/lib/http/define-route";

/** Any route handler made by defineRoute: it carries its contract. */
export type ContractRoute = RouteHandler<RouteContract>;

/** What a route answers on success: the output of its contract's response schema. */
export type RouteBody<R extends ContractRoute> = z.output<R["contract"]["response"]>;

/** The error shape every refusal has: code, pt-BR message, field messages and details. */
export type ErrorAnswer = ErrorBody["error"];

const errorCodes = Object.keys({
  VALIDATION_ERROR: true,
  UNAUTHORIZED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  METHOD_NOT_ALLOWED: true,
  CONFLICT: true,
  UNPROCESSABLE: true,
  PAYLOAD_TOO_LARGE: true,
  RATE_LIMITED: true,
  SERVICE_UNAVAILABLE: true,
  INTERNAL_ERROR: true,
} satisfies Record<ApiErrorCode, true>) as [ApiErrorCode, ...ApiErrorCode[]];

/** The error shape (src/lib/http/api-error.ts errorBody): only `error`, which may carry details. */
export const errorBodySchema = z.strictObject({
  error: z
    .object({
      code: z.enum(errorCodes),
      message: z.string().min(1),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .loose(),
}) satisfies z.ZodType<ErrorBody>;

export interface RouteCall {
  /** Path parameters: they fill the contract's {name} segments and the handler's context. */
  params?: Record<string, string | number>;
  /** A query string as sent ("a=1&b=2"), name/value pairs (repeated names), or values by name. */
  query?:
    | string
    | readonly (readonly [string, string])[]
    | Record<string, string | number | boolean | undefined>;
  /** A body sent as JSON (with content-type: application/json). */
  body?: unknown;
  /** A body sent as it is, with only the headers given: a form, a malformed body, a stream. */
  rawBody?: BodyInit;
  /** Headers, over the ones the call sets itself. */
  headers?: Record<string, string>;
  /** The api-key header: by default the site's key, unless the contract is public; null: none. */
  apiKey?: string | null;
  /** An access token or operator credential, sent as Authorization: Bearer. */
  bearer?: string;
  /** The path (and query) to request instead of the contract's path, e.g. an OpenAPI sample. */
  path?: string;
}

export interface RouteAnswer<Body> {
  status: number;
  headers: Headers;
  /** The body as sent. */
  text: string;
  /** Below 400: a success, a redirect or a 304. */
  ok: boolean;
  /** The success body, checked against the contract; reading it after any other answer fails. */
  readonly body: Body;
  /** The error shape of an answer of 400 or more; reading it after a success fails. */
  readonly error: ErrorAnswer;
}

/** An answer that breaks its contract: a success off the response schema, an error off the shape. */
export class AnswerMismatch extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly text: string,
  ) {
    super(message);
    this.name = "AnswerMismatch";
  }
}

const origin = "http://localhost:3000";

// A lone surrogate cannot be percent-encoded: a browser would send U+FFFD in its place.
const encodeSegment = (value: string) =>
  encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, "\ufffd"));

function urlOf(contract: RouteContract, call: RouteCall): URL {
  const route =
    call.path ??
    contract.path.replace(/\{([^}]+)\}/g, (segment, name: string) => {
      const value = call.params?.[name];
      return value === undefined ? segment : encodeSegment(String(value));
    });
  const url = new URL(route, origin);
  const { query } = call;
  if (typeof query === "string") {
    url.search = query;
  } else if (Array.isArray(query)) {
    for (const [name, value] of query) url.searchParams.append(name, value);
  } else if (query) {
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
  }
  return url;
}

function headersOf(contract: RouteContract, call: RouteCall): Record<string, string> {
  const apiKey = call.apiKey === undefined ? defaultApiKey(contract) : call.apiKey;
  return {
    ...(apiKey === null ? {} : { "api-key": apiKey }),
    ...(call.body === undefined ? {} : { "content-type": "application/json" }),
    ...(call.bearer === undefined ? {} : { authorization: `Bearer ${call.bearer}` }),
    ...call.headers,
  };
}

function defaultApiKey(contract: RouteContract): string | null {
  return contract.auth === "public" ? null : (process.env.API_KEY ?? "");
}

/** The paths of `value` that `known` (what the schema kept of it) lacks. */
function strayPaths(value: unknown, known: unknown, at = ""): string[] {
  if (typeof value !== "object" || value === null || typeof known !== "object" || known === null) {
    return [];
  }
  return Object.entries(value).flatMap(([key, inner]) => {
    const where = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    return key in known
      ? strayPaths(inner, (known as Record<string, unknown>)[key], where)
      : [where.replace(/^\./, "")];
  });
}

function parseJson(text: string, fail: (reason: string) => AnswerMismatch): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw fail("a body that is not JSON");
  }
}

/**
 * Calls `route` with what `call` gives and answers status, headers and the body: on success the
 * output of the contract's response schema, on a refusal the error shape. Throws AnswerMismatch
 * when the answer breaks either.
 */
export async function callRoute<R extends ContractRoute>(
  route: R,
  call: RouteCall = {},
): Promise<RouteAnswer<RouteBody<R>>> {
  const { contract } = route;
  const url = urlOf(contract, call);
  const rawBody = call.body === undefined ? call.rawBody : JSON.stringify(call.body);
  const request = new Request(url, {
    method: contract.method,
    headers: headersOf(contract, call),
    body: rawBody,
    ...(rawBody instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const params = Object.fromEntries(
    Object.entries(call.params ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const response = await route(request, { params: Promise.resolve(params) });
  const { status } = response;
  const text = await response.text();
  const label = `${contract.method} ${url.pathname} answered ${status}`;
  const fail = (reason: string) =>
    new AnswerMismatch(`${label} with ${reason}: ${text.slice(0, 300)}`, status, text);

  let body: unknown;
  let error: ErrorAnswer | undefined;
  if (status >= 400) {
    const shaped = errorBodySchema.safeParse(parseJson(text, fail));
    if (!shaped.success) throw fail(`no error shape (${z.prettifyError(shaped.error)})`);
    error = shaped.data.error;
  } else if (status !== 304) {
    const json = parseJson(text, fail);
    const parsed = contract.response.safeParse(json);
    if (!parsed.success) {
      throw fail(`a body off its contract (${z.prettifyError(parsed.error)})`);
    }
    if (!isDeepStrictEqual(parsed.data, json)) {
      const stray = strayPaths(json, parsed.data);
      throw fail(`fields its contract does not name (${stray.join(", ") || "values rewritten"})`);
    }
    body = parsed.data;
  }
  return {
    status,
    headers: response.headers,
    text,
    ok: status < 400,
    get body() {
      if (error || status === 304)
        throw new Error(`${label}, not a success: ${text.slice(0, 300)}`);
      // Parsed with the contract's own response schema: its output type, which TS cannot follow.
      return body as RouteBody<R>;
    },
    get error() {
      if (!error) throw new Error(`${label}, not an error: ${text.slice(0, 300)}`);
      return error;
    },
  };
}

/** The handler of an operation (OpenAPI path, e.g. /api/v1/booking/{id}), from its route module. */
export async function routeOf(method: string, apiPath: string): Promise<ContractRoute> {
  const folder = apiPath.replace(/^\/api\//, "").replace(/\{([^}]+)\}/g, "[$1]");
  const file = path.join(process.cwd(), "src/app/api", folder, "route.ts");
  const routeModule = (await import(file)) as Record<string, unknown>;
  const handler = routeModule[method];
  if (typeof handler !== "function" || !("contract" in handler)) {
    throw new Error(`${method} ${apiPath} has no handler made by defineRoute`);
  }
  return handler as ContractRoute;
}
