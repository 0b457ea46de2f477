import "server-only";
import { z } from "zod";
import { config } from "@/lib/config";
import { ApiError, apiErrors, type FieldErrors } from "@/lib/http";
import { logger } from "@/lib/logger";
import { accountTexts } from "../texts";

const texts = accountTexts.errors;

const providerAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: z.string(),
  termsVersion: z.string().nullable(),
});

type ProviderAccount = z.output<typeof providerAccountSchema>;

const emailChangeSchema = z.object({ email: z.string() });

const fieldErrorsSchema: z.ZodType<FieldErrors> = z.record(z.string(), z.string());

/** The provider's refusal; a part that is missing or of another shape reads as absent. */
const refusalSchema = z.object({
  error: z
    .object({
      message: z.string().optional().catch(undefined),
      fields: fieldErrorsSchema.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const unavailable = () => apiErrors.unavailable(texts.accountsUnavailable);

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
    throw unavailable();
  }
}

/** The provider's refusals relayed with its message and fields; any other failure is 503. */
async function refused(response: Response): Promise<never> {
  const parsed = refusalSchema.safeParse(await response.json().catch(() => ({})));
  const refusal = parsed.success ? parsed.data.error : undefined;
  const message = refusal?.message ?? texts.operationFailed;
  if (response.status === 404) throw apiErrors.notFound(texts.accountNotFound);
  if (response.status === 429) {
    // A paused account, or a code asked for too soon: the owner reads how long, never a 503, and
    // beside the field the provider names (the password for a pause), or beside the form.
    const wait = Number(response.headers.get("retry-after"));
    throw apiErrors.rateLimited(
      message,
      Number.isFinite(wait) && wait > 0 ? wait : 60,
      refusal?.fields,
    );
  }
  if (response.status === 409) throw new ApiError(409, "CONFLICT", message, refusal?.fields);
  if (response.status === 400 || response.status === 422) {
    throw new ApiError(422, "UNPROCESSABLE", message, refusal?.fields);
  }
  logger().error({ status: response.status }, "identity account API failed");
  throw unavailable();
}

/** A successful answer's body, read with its schema: one of another shape is a provider failure. */
async function answer<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  if (!response.ok) return refused(response);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  logger().error({ status: response.status }, "identity account API answered an unexpected body");
  throw unavailable();
}

/** A successful answer whose body the storefront does not use (it reads the account again). */
async function done(response: Response): Promise<void> {
  if (!response.ok) await refused(response);
}

export const identityAccounts = {
  get: async (id: string) => answer(await call(encodeURIComponent(id)), providerAccountSchema),
  /**
   * The account a mail goes to, or null when the provider has no such account (nobody is left to
   * write to, and the mail is dropped); a provider that is away still throws, to be retried.
   */
  recipient: async (id: string): Promise<ProviderAccount | null> => {
    const response = await call(encodeURIComponent(id));
    if (response.status === 404) return null;
    return answer(response, providerAccountSchema);
  },
  update: async (id: string, changes: Partial<Omit<ProviderAccount, "id" | "email">>) =>
    done(await call(encodeURIComponent(id), { method: "PATCH", body: JSON.stringify(changes) })),
  /** Mails a code to the new address once the provider has checked the current password. */
  requestEmailChange: async (id: string, email: string, currentPassword: string) =>
    answer(
      await call(`${encodeURIComponent(id)}/email`, {
        method: "POST",
        body: JSON.stringify({ email, currentPassword }),
      }),
      emailChangeSchema,
    ),
  confirmEmailChange: async (id: string, code: string) =>
    done(
      await call(`${encodeURIComponent(id)}/email-confirmation`, {
        method: "POST",
        body: JSON.stringify({ code }),
      }),
    ),
  changePassword: async (id: string, currentPassword: string, newPassword: string) =>
    done(
      await call(`${encodeURIComponent(id)}/password`, {
        method: "POST",
        body: JSON.stringify({ currentPassword, newPassword }),
      }),
    ),
  /** Deletes the account once the provider has checked the current password. */
  remove: async (id: string, currentPassword: string) => {
    const response = await call(encodeURIComponent(id), {
      method: "DELETE",
      body: JSON.stringify({ currentPassword }),
    });
    // Already gone at the provider (a deletion whose storefront part failed, retried): there is
    // no password left to check, and the storefront's part of the deletion still runs.
    if (response.status === 404) return;
    await done(response);
  },
};
