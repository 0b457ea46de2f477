import "server-only";
import { config } from "@/lib/config";
import { ApiError, apiErrors, type FieldErrors } from "@/lib/http";
import { logger } from "@/lib/logger";

export interface ProviderAccount {
  id: string;
  name: string;
  email: string;
  cpf: string;
  phone: string;
  termsVersion: string | null;
}

/**
 * The embedded identity provider's account API (server to server, with the storefront's client
 * credentials): the provider keeps name, e-mail, CPF, phone and password.
 */
async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config();
  const credentials = Buffer.from(`${OIDC_CLIENT_ID}:${OIDC_CLIENT_SECRET}`).toString("base64");
  try {
    return await fetch(new URL(`/account-api/accounts/${path}`, OIDC_ISSUER), {
      ...init,
      headers: { authorization: `Basic ${credentials}`, "content-type": "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logger().warn({ err: error }, "identity account API unreachable");
    throw apiErrors.unavailable(
      "O serviço de contas está indisponível. Tente novamente em instantes.",
    );
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const body = (await response.json().catch(() => ({}))) as {
    error?: { message?: string; fields?: FieldErrors };
  };
  const message = body.error?.message ?? "Não foi possível concluir a operação.";
  if (response.status === 404) throw apiErrors.notFound("Conta não encontrada.");
  if (response.status === 409) throw new ApiError(409, "CONFLICT", message, body.error?.fields);
  if (response.status === 400 || response.status === 422) {
    throw new ApiError(422, "UNPROCESSABLE", message, body.error?.fields);
  }
  logger().error({ status: response.status }, "identity account API failed");
  throw apiErrors.unavailable(
    "O serviço de contas está indisponível. Tente novamente em instantes.",
  );
}

export const identityAccounts = {
  get: async (id: string) => answer<ProviderAccount>(await call(encodeURIComponent(id))),
  update: async (id: string, changes: Partial<Omit<ProviderAccount, "id" | "email">>) =>
    answer<ProviderAccount>(
      await call(encodeURIComponent(id), { method: "PATCH", body: JSON.stringify(changes) }),
    ),
  requestEmailChange: async (id: string, email: string) =>
    answer<{ email: string }>(
      await call(`${encodeURIComponent(id)}/email`, {
        method: "POST",
        body: JSON.stringify({ email }),
      }),
    ),
  confirmEmailChange: async (id: string, code: string) =>
    answer<ProviderAccount>(
      await call(`${encodeURIComponent(id)}/email-confirmation`, {
        method: "POST",
        body: JSON.stringify({ code }),
      }),
    ),
  changePassword: async (id: string, currentPassword: string, newPassword: string) =>
    answer<undefined>(
      await call(`${encodeURIComponent(id)}/password`, {
        method: "POST",
        body: JSON.stringify({ currentPassword, newPassword }),
      }),
    ),
  remove: async (id: string) => {
    const response = await call(encodeURIComponent(id), { method: "DELETE" });
    // Already gone at the provider: the storefront's part of the deletion still runs.
    if (response.status === 404) return;
    await answer<undefined>(response);
  },
};
