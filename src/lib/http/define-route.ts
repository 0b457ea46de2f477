import type { z } from "zod";
import { config } from "../config";
import { logger } from "../logger";
import { ApiError, apiErrors } from "./api-error";
import { isValidApiKey } from "./api-key";
import type { RouteContract } from "./contract";
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

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<C extends RouteContract> {
  params: Parsed<C["params"]>;
  query: Parsed<C["query"]>;
  body: Parsed<C["body"]>;
  request: Request;
  requestId: string;
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

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw apiErrors.validation("O corpo da requisição não é um JSON válido.");
  }
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
  const handle = async (
    request: Request,
    context: RouteContext,
    started: number,
  ): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    const path = new URL(request.url).pathname;
    let status = 500;
    try {
      if (
        contract.auth === "api-key" &&
        !isValidApiKey(request.headers.get("api-key"), config().API_KEY)
      ) {
        throw apiErrors.unauthorized();
      }
      const rawParams = (await context?.params) ?? {};
      const bodyText = contract.body ? await request.text() : "";
      const input = {
        params: contract.params
          ? parseInput(contract.params, rawParams, "parâmetros do caminho")
          : undefined,
        query: contract.query
          ? parseInput(
              contract.query,
              queryObject(new URL(request.url).searchParams),
              "parâmetros da consulta",
            )
          : undefined,
        body: contract.body
          ? parseInput(contract.body, parseJson(bodyText), "corpo da requisição")
          : undefined,
        request,
        requestId,
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
        path,
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
      const known = error instanceof ApiError ? error : undefined;
      if (!known) logger().error({ reqId: requestId, err: error }, "unhandled route error");
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
