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
import { actionPolicies, takeCodeMail, type actionLimits } from "./action-limits";
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

const duplicateMessage =
  "Este dado já está cadastrado em outra conta. Se não reconhece esse cadastro, ligue para a Central de Relacionamento Volkswagen: 0800 019 5775.";

/** A password as typed: any text the sign-up's rules could have let through, and a little more. */
const currentPasswordSchema = z.string().min(1).max(128);

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
  /**
   * A 429 tells the storefront when to come back, and the owner how long to wait. It names a field
   * only when that field is the reason: a wait between code mails is no fault of what was typed.
   */
  const rateLimited = (
    ctx: Context,
    seconds: number,
    message: string,
    fields?: Record<string, string>,
  ) => {
    ctx.set("retry-after", String(seconds));
    ctx.status = 429;
    ctx.body = { error: { code: "RATE_LIMITED", message, fields } };
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

  const currentPasswordOf = (body: unknown) => {
    const parsed = z.object({ currentPassword: currentPasswordSchema }).safeParse(body);
    return parsed.success ? parsed.data.currentPassword : undefined;
  };
  const missingPassword = (ctx: Context) =>
    fail(ctx, 400, t.currentPasswordMissing, { currentPassword: t.currentPasswordMissing });
  /**
   * The current password, checked as a login of the account: a wrong one counts toward the
   * login's pause (a stolen session could otherwise guess it here at the owner-write pace, past
   * the pause after ten failures), and a paused account answers 429 whatever is typed. On a
   * refusal the answer is written and false returned.
   */
  const currentPasswordConfirmed = async (
    ctx: Context,
    account: Account,
    password: string,
  ): Promise<boolean> => {
    const locked = await deps.limits.lockedMinutes(account.email);
    if (locked > 0) {
      // The pause is the password's: "Senha atual" is where its owner looks.
      rateLimited(ctx, locked * 60, t.locked(locked), { currentPassword: t.locked(locked) });
      return false;
    }
    if (!(await deps.accounts.authenticate(account.email, password))) {
      await deps.limits.recordFailure(account.email);
      fail(ctx, 422, t.wrongCurrentPassword, { currentPassword: t.wrongCurrentPassword });
      return false;
    }
    await deps.limits.clearAccount(account.email);
    return true;
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
      // Deleting cannot be undone: a stolen session alone is not enough.
      const password = currentPasswordOf(await readJson(ctx));
      if (password === undefined) return missingPassword(ctx);
      if (!(await currentPasswordConfirmed(ctx, account, password))) return;
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
      // A stolen session must not move the account to the thief's address (then reset the
      // password there): the owner proves the password before a code goes anywhere, and before
      // the answer tells whether the address belongs to another account.
      const password = currentPasswordOf(body);
      if (password === undefined) return missingPassword(ctx);
      if (!(await currentPasswordConfirmed(ctx, account, password))) return;
      const owner = await deps.accounts.byEmail(parsed.data.email);
      if (owner && owner.id !== id)
        return fail(ctx, 409, duplicateMessage, { email: duplicateMessage });
      if (owner) return fail(ctx, 422, t.sameEmail, { email: t.sameEmail });
      // Each request mails a code to any address the owner types: five in 15 minutes per account,
      // as the sign-up's codes, or one account mails strangers 30 times in 10 minutes.
      const wait = await deps.actions.consume([[actionPolicies.codePerAccount, id]]);
      if (wait > 0) return rateLimited(ctx, wait, t.tooManyAttempts(wait));
      // The new address's inbox has its own pace, whichever accounts ask for it.
      const refusal = await takeCodeMail(deps.actions, parsed.data.email);
      if (refusal) return rateLimited(ctx, refusal.seconds, refusal.message);
      const code = await deps.accounts.issueCode(id, "change-email", parsed.data.email);
      await deps.sendMail({
        to: parsed.data.email,
        subject: t.codeMailSubject,
        text: t.codeMailText(code),
      });
      ctx.status = 202;
      ctx.body = { email: parsed.data.email };
      return;
    }
    if (action === "email-confirmation" && ctx.method === "POST") {
      // The sign-up's code checks and these are one count: the same account guessing.
      const checkWait = await deps.actions.consume([[actionPolicies.codeCheckPerAccount, id]]);
      if (checkWait > 0) return rateLimited(ctx, checkWait, t.tooManyAttempts(checkWait));
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
      // The address the account leaves hears of it: if the change was not the owner's, the
      // owner learns it where they still read their mail.
      await deps
        .sendMail({
          to: account.email,
          subject: t.emailChangedMailSubject,
          text: t.emailChangedMailText(account.name, result.email),
        })
        .catch((error: unknown) => console.error("e-mail change notice not sent", error));
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
      if (!(await currentPasswordConfirmed(ctx, account, parsed.data.currentPassword))) return;
      // Checked once the current password is proven: only then is the new one known to be in use.
      if (parsed.data.newPassword === parsed.data.currentPassword) {
        return fail(ctx, 422, t.samePassword, { newPassword: t.samePassword });
      }
      await deps.accounts.setPassword(id, parsed.data.newPassword);
      // A login kept on another computer would otherwise hand it new tokens without the new password.
      await deps.revokeSessions(id);
      ctx.status = 204;
      return;
    }
    ctx.status = 405;
    ctx.body = { error: { code: "METHOD_NOT_ALLOWED", message: "Método não permitido." } };
  };
}
