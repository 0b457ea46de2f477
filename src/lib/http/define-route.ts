import { createHash } from "node:crypto";
import type { z } from "zod";
import { type Caller, requireCaller } from "../access/caller";
import { config } from "../config";
import { logger } from "../logger";
import { ApiError, apiErrors } from "./api-error";
import { isValidApiKey } from "./api-key";
import type { RouteContract } from "./contract";
import { refuseControlCharacters } from "./control-characters";
import { apiErrorFromDatabase, loggableError } from "./database-errors";
import { noteDatabaseError } from "./database-recovery";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  parseIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
} from "./idempotency";
import { requestIdFrom } from "./request-id";
import { errorResponse, jsonResponse, sharedCacheResponse } from "./respond";
import { parseInput } from "./validation";
import { DomainError } from "../domain-error";
import { apiErrorFromRefusal } from "./refusal";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<C extends RouteContract> {
  params: Parsed<C["params"]>;
  query: Parsed<C["query"]>;
  body: Parsed<C["body"]>;
  request: Request;
  requestId: string;
  /** Who called: a visitor on open routes, else the dealer or operator the contract allows. */
  caller: Caller;
}

export interface RouteResult<C extends RouteContract> {
  status?: number;
  body: z.input<C["response"]>;
  headers?: Record<string, string>;
}

interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export type RouteHandler<C extends RouteContract> = ((
  request: Request,
  context: RouteContext,
) => Promise<Response>) & { contract: C };

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return query;
}

/** JSON bodies are capped: a lead is under 2 kB, so 64 kB leaves room and refuses floods. */
export const maxBodyBytes = 64 * 1024;

/** Reads at most `limit` bytes of the body; more is a 413 without reading the rest. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw apiErrors.payloadTooLarge(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw apiErrors.payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw apiErrors.validation("O corpo da requisição não está em UTF-8.");
  }
}

/** No body of this API nests beyond a handful of levels; 32 leaves room. */
export const maxBodyDepth = 32;

/**
 * Whether a parsed body nests deeper than maxBodyDepth, walked without recursion: 64 kB of "["
 * parse fine but nest 65,000 levels, and every recursive walk after the parse (the control
 * character check, the schema) would overflow the stack, a 500.
 */
function nestsTooDeep(value: unknown): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (!item || typeof item !== "object") continue;
    if (depth > maxBodyDepth) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw apiErrors.validation("O corpo da requisição não é um JSON válido.");
  }
  if (nestsTooDeep(parsed)) {
    throw apiErrors.validation(
      `O corpo da requisição tem mais de ${maxBodyDepth} níveis de listas ou objetos.`,
    );
  }
  return parsed;
}

function parseBody(contract: RouteContract, request: Request, text: string): unknown {
  const type = request.headers.get("content-type") ?? "";
  if (contract.form && /^application\/x-www-form-urlencoded\b/i.test(type)) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return parseJson(text);
}

/** Idempotency keys are per caller: another caller's key never replays an answer meant for it. */
function callerScope(caller: Caller, request: Request): string {
  if (caller.kind === "dealer") return `#dealer:${caller.dealerId}`;
  if (caller.kind === "operator") return `#operator:${caller.operator.id}`;
  // An owner's call (SPEC.md's `token` header, or the id_token cookie, as the session check reads
  // them): keys are kept per session, so one owner's retried booking is never replayed to another
  // who happens to send the same key. The token is hashed, not trusted: a replay needs the very
  // session that made the first answer.
  const session =
    request.headers.get("token") ||
    /(?:^|;\s*)id_token=([^;]+)/.exec(request.headers.get("cookie") ?? "")?.[1];
  return session
    ? `#session:${createHash("sha256").update(session).digest("hex").slice(0, 32)}`
    : "";
}

/**
 * Wraps a route handler with what every /api/v1 call shares: request id, api-key check, input
 * validation, idempotency, the JSON error shape and one log line per request.
 */
export function defineRoute<C extends RouteContract>(
  contract: C,
  // A Response is passed through as it is (a 304, a redirect), with the request id added.
  handler: (input: RouteInput<C>) => Promise<RouteResult<C> | Response> | RouteResult<C> | Response,
): RouteHandler<C> {
  // An owner route without its session check would serve anyone with the public key.
  if (contract.auth === "owner" && !contract.session) {
    throw new Error(`${contract.method} ${contract.path}: an owner route needs its session check`);
  }
  const handle = async (
    request: Request,
    context: RouteContext,
    started: number,
  ): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    const path = new URL(request.url).pathname;
    let status = 500;
    let callerKind: Caller["kind"] | undefined;
    try {
      if (
        contract.auth !== "public" &&
        !isValidApiKey(request.headers.get("api-key"), config().API_KEY)
      ) {
        throw apiErrors.unauthorized();
      }
      const caller: Caller =
        contract.callers && !contract.callers.includes("visitor")
          ? await requireCaller(
              request,
              contract.callers.filter((kind) => kind !== "visitor") as ("dealer" | "operator")[],
            )
          : { kind: "visitor" };
      callerKind = caller.kind;
      if (contract.session) await contract.session(request);
      const rawParams = (await context?.params) ?? {};
      const rawQuery = queryObject(new URL(request.url).searchParams);
      refuseControlCharacters(rawParams, "parâmetros do caminho");
      refuseControlCharacters(rawQuery, "parâmetros da consulta");
      const bodyText = contract.body
        ? await readBody(request, contract.maxBodyBytes ?? maxBodyBytes)
        : "";
      const rawBody = contract.body ? parseBody(contract, request, bodyText) : undefined;
      refuseControlCharacters(rawBody, "corpo da requisição");
      const input = {
        params: contract.params
          ? parseInput(contract.params, rawParams, "parâmetros do caminho")
          : undefined,
        query: contract.query
          ? parseInput(contract.query, rawQuery, "parâmetros da consulta")
          : undefined,
        body: contract.body ? parseInput(contract.body, rawBody, "corpo da requisição") : undefined,
        request,
        requestId,
        caller,
      } as RouteInput<C>;

      const key = contract.idempotent
        ? parseIdempotencyKey(request.headers.get("idempotency-key"))
        : undefined;
      if (!key) {
        const result = await handler(input);
        if (result instanceof Response) {
          status = result.status;
          result.headers.set("x-request-id", requestId);
          return result;
        }
        status = result.status ?? 200;
        if (contract.sharedCache && request.method === "GET" && status === 200) {
          const response = sharedCacheResponse(result.body, requestId, request, result.headers);
          status = response.status;
          return response;
        }
        return jsonResponse(result.body, status, requestId, result.headers);
      }

      const scope = {
        key,
        method: request.method,
        // A pathname never holds "#": the caller's part cannot be forged through the key.
        path: `${path}${callerScope(input.caller, request)}`,
        hash: requestHash(request.method, path, bodyText),
      };
      const replay = await claimIdempotencyKey(scope);
      if (replay) {
        status = replay.status;
        return jsonResponse(replay.body, status, requestId, { "idempotent-replayed": "true" });
      }
      try {
        const result = await handler(input);
        if (result instanceof Response)
          throw new Error("idempotent routes answer with a RouteResult");
        status = result.status ?? 200;
        await completeIdempotencyKey(scope, { status, body: result.body });
        return jsonResponse(result.body, status, requestId, result.headers);
      } catch (error) {
        await releaseIdempotencyKey(scope);
        throw error;
      }
    } catch (error) {
      if (error instanceof DomainError) {
        const refusal = apiErrorFromRefusal(error);
        status = refusal.status;
        return errorResponse(refusal, requestId);
      }
      const known = error instanceof ApiError ? error : (apiErrorFromDatabase(error) ?? undefined);
      if (!(error instanceof ApiError)) noteDatabaseError(error);
      if (!(error instanceof ApiError)) {
        // Never the error itself: a database error carries the statement's values (personal data).
        logger()[known ? "warn" : "error"](
          { reqId: requestId, err: loggableError(error) },
          known
            ? "database error answered as a client or availability error"
            : "unhandled route error",
        );
      }
      const mapped =
        known ?? new ApiError(500, "INTERNAL_ERROR", "Erro interno. Tente novamente em instantes.");
      status = mapped.status;
      return errorResponse(mapped, requestId);
    } finally {
      logger().info(
        {
          reqId: requestId,
          method: request.method,
          path,
          status,
          ...(callerKind ? { caller: callerKind } : {}),
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        "request completed",
      );
    }
  };
  // Server-Timing tells clients and load tests how long the server itself took, queueing aside.
  const route = async (request: Request, context: RouteContext): Promise<Response> => {
    const started = performance.now();
    const response = await handle(request, context, started);
    try {
      response.headers.set("server-timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
    } catch {
      // a pass-through response with immutable headers keeps them as they are
    }
    return response;
  };
  return Object.assign(route, { contract });
}
