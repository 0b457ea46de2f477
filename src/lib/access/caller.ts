import { apiErrors } from "../http/api-error";
import { dealerOfToken } from "./dealer-tokens";
import { looksLikeOperatorCredential, type Operator, operatorOfToken } from "./operators";
import { bearerToken } from "./secret-hash";

/**
 * Who is calling (decision 018). The api-key names the site, never a caller: a request without a
 * bearer token is a visitor; a dealer system shows its access token; an operator its credential.
 */
export type Caller =
  | { kind: "visitor" }
  | { kind: "dealer"; dealerId: number }
  | { kind: "operator"; operator: Operator };

export const accessTexts = {
  missing:
    "Esta operação exige um token de concessionária ou uma credencial de operador (Authorization: Bearer).",
  invalid: "Token ou credencial inválido, revogado ou expirado.",
  operatorOnly: "Esta operação é reservada aos operadores do site.",
  dealerOnly: "Esta operação é reservada aos sistemas das concessionárias.",
} as const;

/** The caller of a request; a token that names no one (forged, revoked, expired) is 401. */
export async function callerOf(request: Request, now = new Date()): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) {
    if (request.headers.has("authorization")) throw apiErrors.unauthorized(accessTexts.invalid);
    return { kind: "visitor" };
  }
  const operator = await operatorOfToken(token);
  if (operator) return { kind: "operator", operator };
  if (!looksLikeOperatorCredential(token)) {
    const dealerId = await dealerOfToken(token, now);
    if (dealerId !== undefined) return { kind: "dealer", dealerId };
  }
  throw apiErrors.unauthorized(accessTexts.invalid);
}

type Kind = Caller["kind"];

/**
 * The caller, when it is one of the kinds allowed: a visitor (no token) gets 401, a known caller
 * of another kind 403, a token naming no one 401.
 */
export async function requireCaller<K extends Exclude<Kind, "visitor">>(
  request: Request,
  kinds: readonly K[],
  now = new Date(),
): Promise<Extract<Caller, { kind: K }>> {
  const caller = await callerOf(request, now);
  if ((kinds as readonly Kind[]).includes(caller.kind))
    return caller as Extract<Caller, { kind: K }>;
  if (caller.kind === "visitor") throw apiErrors.unauthorized(accessTexts.missing);
  const only = kinds.length === 1 ? kinds[0] : undefined;
  throw apiErrors.forbidden(
    only === "operator"
      ? accessTexts.operatorOnly
      : only === "dealer"
        ? accessTexts.dealerOnly
        : undefined,
  );
}
