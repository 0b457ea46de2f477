import type { ApiError } from "./api-error";
import { apiErrors } from "./api-error";

interface WithCode {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
  /** postgres.js names the violated constraint here, PGlite in `constraint`. */
  constraint_name?: unknown;
  constraint?: unknown;
}

/** The driver's error under Drizzle's wrapper (postgres.js and PGlite both carry a SQLSTATE code). */
function rootCause(error: unknown): WithCode | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const candidate = current as WithCode;
    if (typeof candidate.code === "string") return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The database cannot be reached at all (refused, reset, timed out, shut down), as opposed to a
 * busy one (a serialization failure, too many connections), which the next call may get past.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  if (/PGlite is closed|CONNECTION_(CLOSED|ENDED|DESTROYED)|ECONNREFUSED/i.test(message))
    return true;
  const code = rootCause(error)?.code;
  return (
    typeof code === "string" &&
    /^(08|57P0[123]|ECONNREFUSED|ECONNRESET|ETIMEDOUT|CONNECT_TIMEOUT|CONNECTION_(CLOSED|ENDED|DESTROYED))/.test(
      code,
    )
  );
}

/** A unique index refused the write: the caller turns it into its own domain error. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = rootCause(error);
  if (cause?.code !== "23505") return false;
  const named = cause.constraint_name ?? cause.constraint;
  return (
    named === constraint ||
    (typeof cause.message === "string" && cause.message.includes(constraint))
  );
}

const unavailableMessage = "Serviço temporariamente indisponível. Tente novamente em instantes.";

/**
 * A database failure as the caller should see it: bad data is 400, a conflict 409, a missing
 * reference 422, an unreachable or busy database 503. Undefined when it is not a database error.
 */
export function apiErrorFromDatabase(error: unknown): ApiError | undefined {
  if (isDatabaseUnreachable(error)) return apiErrors.unavailable(unavailableMessage);
  const cause = rootCause(error);
  const code = typeof cause?.code === "string" ? cause.code : "";
  // 57014: a statement cancelled at its timeout, a busy database the next call may get past.
  if (/^(08|53|57P|57014|40)/.test(code) || /^E(CONNREFUSED|CONNRESET|TIMEDOUT)/.test(code)) {
    return apiErrors.unavailable(unavailableMessage);
  }
  if (code.startsWith("22") || code === "23502" || code === "23514") {
    return apiErrors.validation("Algum valor enviado não pode ser gravado. Confira os dados.");
  }
  if (code === "23505") return apiErrors.conflict("Este registro já existe.");
  if (code === "23503") return apiErrors.unprocessable("Um registro referido não existe.");
  return undefined;
}

/**
 * What of an error may be logged: its name, code and first line, without the statement's
 * parameters (Drizzle puts them in the message) or the driver's detail (it quotes the values).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const cause = rootCause(error);
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split("\n")[0] ?? "";
  const safe = firstLine.replace(/\bparams:.*$/i, "").slice(0, 300);
  return {
    type: error instanceof Error ? error.name : typeof error,
    message: safe,
    ...(cause && typeof cause.code === "string" ? { code: cause.code } : {}),
    ...(cause && cause !== error && typeof cause.message === "string"
      ? {
          // PostgreSQL quotes the offending value ('invalid input syntax for type integer: "…"').
          cause: String(cause.message)
            .split("\n")[0]
            ?.replace(/"[^"]*"|'[^']*'/g, '"…"')
            .slice(0, 200),
        }
      : {}),
    ...(error instanceof Error && error.stack
      ? {
          // Frames only: the lines after the message repeat it, with the parameters.
          stack: error.stack
            .split("\n")
            .filter((line) => /^\s+at /.test(line))
            .slice(0, 5)
            .join("\n"),
        }
      : {}),
  };
}
