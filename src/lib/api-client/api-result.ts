export interface ApiFailure {
  /** 0 when the browser got no answer. */
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
  /** What else the error carried, such as the free slots of a 409 on a booking. */
  details: Record<string, unknown>;
}

export type ApiResult<Answer> =
  { ok: true; status: number; data: Answer } | { ok: false; error: ApiFailure };

/**
 * A call that failed without the API's error shape to tell why. Kept apart from callApi, which
 * carries valibot and the answer schemas, so that code loading the client on demand can answer
 * a failed load the same way without importing it.
 */
export const failedCall = (status: number, code: string, message: string): ApiResult<never> => ({
  ok: false,
  error: { status, code, message, fields: {}, details: {} },
});
