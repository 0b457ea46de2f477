import * as v from "valibot";
import { endpointUrl, type Endpoint, type PathParams } from "./endpoint";
import { failedCall, type ApiFailure, type ApiResult } from "./api-result";
import { apiClientTexts } from "./texts";

export type { ApiFailure, ApiResult };

/** The API's error shape (DESIGN.md): a code, a pt-BR message, field messages and details. */
const errorAnswerSchema = v.object({
  error: v.looseObject({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});

type ParamsInput<Path extends string> = keyof PathParams<Path> extends never
  ? { params?: undefined }
  : { params: PathParams<Path> };

type BodyInput<Body> = [Body] extends [undefined] ? { body?: undefined } : { body: Body };

export type CallInput<Path extends string, Body> = ParamsInput<Path> &
  BodyInput<Body> & {
    query?: Record<string, string | number | boolean | undefined>;
    idempotencyKey?: string;
    signal?: AbortSignal;
    /** Lets the call outlive the page (monitoring sent while the browser leaves). */
    keepalive?: boolean;
  };

/**
 * Calls an operation of our API from the browser with the public api-key, and parses the answer
 * or the error shape. Never throws, except when the caller aborts it: every other failure,
 * the network's included, comes back as an ApiFailure with a pt-BR message.
 */
export async function callApi<Path extends string, Body, Answer>(
  apiKey: string,
  operation: Endpoint<Path, Body, Answer>,
  input: CallInput<Path, Body>,
): Promise<ApiResult<Answer>> {
  const url = endpointUrl(operation.path, input.params, input.query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers: {
        "api-key": apiKey,
        ...(input.body === undefined ? {} : { "content-type": "application/json" }),
        ...(input.idempotencyKey ? { "idempotency-key": input.idempotencyKey } : {}),
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: input.signal,
      keepalive: input.keepalive,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    return failedCall(0, "NETWORK", apiClientTexts.offline);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const answer = v.safeParse(operation.answer, json);
    if (answer.success) return { ok: true, status: response.status, data: answer.output };
    return failedCall(response.status, "UNEXPECTED_ANSWER", apiClientTexts.unavailable);
  }
  const refusal = v.safeParse(errorAnswerSchema, json);
  if (!refusal.success)
    return failedCall(response.status, "INTERNAL_ERROR", apiClientTexts.unavailable);
  const { code, message, fields = {}, ...details } = refusal.output.error;
  return { ok: false, error: { status: response.status, code, message, fields, details } };
}
