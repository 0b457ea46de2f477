import { timingSafeEqual } from "node:crypto";
import type { Context, Next } from "koa";
import { z } from "zod";
import {
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  nameSchema,
  passwordSchema,
  verificationCodeSchema,
} from "../../src/features/identity/domain/account-rules";
import { DuplicateAccountError, type Account, type AccountRepository } from "./accounts";
import { actionPolicies, type actionLimits } from "./action-limits";
import type { loginLimits } from "./login-limits";
import { identityTexts as t } from "./texts";

export interface AccountApiDeps {
  clientId: string;
  clientSecret: string;
  accounts: AccountRepository;
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  revokeSessions: (accountId: string) => Promise<void>;
  /** The login's failure counts: the current password checked here is the same secret. */
  limits: ReturnType<typeof loginLimits>;
  /** The sign-up's counts: a code mailed for a new e-mail is counted as a verification code. */
  actions: ReturnType<typeof actionLimits>;
}

const profileChanges = z.object({
  name: nameSchema.optional(),
  cpf: cpfSchema.optional(),
  phone: mobilePhoneSchema.optional(),
  termsVersion: z.string().max(20).optional(),
});

const duplicateMessage = "Este dado já está cadastrado em outra conta.";

function publicAccount(account: Account) {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    cpf: account.cpf,
    phone: account.phone,
    termsVersion: account.termsVersion,
  };
}

/**
 * The account API the storefront calls server to server (HTTP Basic with its client credentials):
 * Minha conta reads and changes the data the provider keeps, and deletes the account.
 */
export function accountApiRoutes(deps: AccountApiDeps) {
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${deps.clientId}:${deps.clientSecret}`).toString("base64")}`,
  );
  const authorized = (ctx: Context) => {
    const given = Buffer.from(ctx.get("authorization"));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const fail = (ctx: Context, status: number, message: string, fields?: Record<string, string>) => {
    ctx.status = status;
    ctx.body = {
      error: { code: status === 409 ? "CONFLICT" : "VALIDATION_ERROR", message, fields },
    };
  };
  const readJson = async (ctx: Context): Promise<unknown> => {
    let text = "";
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      text += chunk.toString("utf8");
      if (text.length > 16_384) ctx.throw(413);
    }
    try {
      return text ? JSON.parse(text) : {};
    } catch {
      return undefined;
    }
  };

  return async function route(ctx: Context, next: Next): Promise<void> {
    const match =
      /^\/account-api\/accounts\/([\w-]{1,64})(?:\/(email|email-confirmation|password))?$/.exec(
        ctx.path,
      );
    if (!match) return next();
    ctx.set("cache-control", "no-store");
    if (!authorized(ctx)) return fail(ctx, 401, "Credenciais do cliente inválidas.");
    const id = match[1] ?? "";
    const action = match[2];
    const account = await deps.accounts.byId(id);
    if (!account) return fail(ctx, 404, "Conta não encontrada.");

    if (!action && ctx.method === "GET") {
      ctx.body = publicAccount(account);
      return;
    }
    if (!action && ctx.method === "DELETE") {
      await deps.revokeSessions(id);
      await deps.accounts.remove(id);
      ctx.status = 204;
      return;
    }
    const body = await readJson(ctx);
    if (!action && ctx.method === "PATCH") {
      const parsed = profileChanges.safeParse(body);
      if (!parsed.success) return fail(ctx, 400, "Dados inválidos.");
      try {
        const updated = await deps.accounts.update(id, parsed.data);
        ctx.body = updated ? publicAccount(updated) : null;
      } catch (error) {
        if (error instanceof DuplicateAccountError)
          return fail(ctx, 409, duplicateMessage, { cpf: duplicateMessage });
        throw error;
      }
      return;
    }
    if (action === "email" && ctx.method === "POST") {
      const parsed = z.object({ email: emailSchema }).safeParse(body);
      if (!parsed.success) return fail(ctx, 400, "Informe um e-mail válido.");
      const owner = await deps.accounts.byEmail(parsed.data.email);
      if (owner && owner.id !== id)
        return fail(ctx, 409, duplicateMessage, { email: duplicateMessage });
      // Each request mails a code to any address the owner types: five in 15 minutes per account,
      // as the sign-up's codes, or one account mails strangers 30 times in 10 minutes.
      const wait = await deps.actions.consume([[actionPolicies.codePerAccount, id]]);
      if (wait > 0) {
        ctx.set("retry-after", String(wait));
        ctx.status = 429;
        ctx.body = { error: { code: "RATE_LIMITED", message: t.tooManyAttempts(wait) } };
        return;
      }
      const code = await deps.accounts.issueCode(id, "change-email", parsed.data.email);
      await deps.sendMail({
        to: parsed.data.email,
        subject: t.codeMailSubject,
        text: t.codeMailText(account.name, code),
      });
      ctx.status = 202;
      ctx.body = { email: parsed.data.email };
      return;
    }
    if (action === "email-confirmation" && ctx.method === "POST") {
      const parsed = z.object({ code: verificationCodeSchema }).safeParse(body);
      if (!parsed.success) return fail(ctx, 400, t.wrongCode, { code: t.wrongCode });
      const result = await deps.accounts.checkCode(id, "change-email", parsed.data.code);
      if (result === "wrong") return fail(ctx, 422, t.wrongCode, { code: t.wrongCode });
      if (result === "expired") return fail(ctx, 422, t.expiredCode, { code: t.expiredCode });
      try {
        await deps.accounts.markEmailVerified(id, result.email);
      } catch (error) {
        if (error instanceof DuplicateAccountError)
          return fail(ctx, 409, duplicateMessage, { email: duplicateMessage });
        throw error;
      }
      const updated = await deps.accounts.byId(id);
      ctx.body = updated ? publicAccount(updated) : null;
      return;
    }
    if (action === "password" && ctx.method === "POST") {
      const parsed = z
        .object({ currentPassword: z.string().max(128), newPassword: passwordSchema })
        .safeParse(body);
      if (!parsed.success) {
        return fail(ctx, 400, "A nova senha não atende às regras.", {
          newPassword:
            "A senha deve ter de 8 a 64 caracteres, com letra maiúscula, letra minúscula, número e símbolo.",
        });
      }
      // A stolen session would otherwise guess the password here at the owner-write pace (60 per
      // 10 minutes), past the login's pause after ten failures: both count on one account.
      const locked = await deps.limits.lockedMinutes(account.email);
      if (locked > 0) {
        ctx.set("retry-after", String(locked * 60));
        ctx.status = 429;
        ctx.body = { error: { code: "RATE_LIMITED", message: t.locked(locked) } };
        return;
      }
      const same = await deps.accounts.authenticate(account.email, parsed.data.currentPassword);
      if (!same) {
        await deps.limits.recordFailure(account.email);
        return fail(ctx, 422, "Senha atual incorreta.", {
          currentPassword: "Senha atual incorreta.",
        });
      }
      await deps.limits.recordSuccess(account.email);
      await deps.accounts.setPassword(id, parsed.data.newPassword);
      ctx.status = 204;
      return;
    }
    ctx.status = 405;
    ctx.body = { error: { code: "METHOD_NOT_ALLOWED", message: "Método não permitido." } };
  };
}
