import { createHmac, timingSafeEqual } from "node:crypto";
import type { Context, Next } from "koa";
import type Provider from "oidc-provider";
import {
  emailSchema,
  passwordSchema,
  signUpSchema,
  verificationCodeSchema,
} from "../../src/features/identity/domain/account-rules";
import { currentTermsOfUse } from "../../src/features/identity/domain/terms";
import { addressGroup } from "../../src/lib/http/address-group";
import { DuplicateAccountError, type AccountRepository } from "./accounts";
import { actionPolicies, takeCodeMail, type actionLimits } from "./action-limits";
import type { loginLimits } from "./login-limits";
import { alert, escapeHtml, field, hidden, layout, submit } from "./pages";
import { identityTexts as t } from "./texts";

export interface InteractionDeps {
  provider: Provider;
  issuer: string;
  storefrontUrl: string;
  clientId: string;
  secret: string;
  accounts: AccountRepository;
  limits: ReturnType<typeof loginLimits>;
  actions: ReturnType<typeof actionLimits>;
  sendMail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  revokeSessions: (accountId: string) => Promise<void>;
  /** Ends the account's storefront sessions too; answers whether the storefront confirmed. */
  endStorefrontSessions: (accountId: string) => Promise<boolean>;
}

const pendingCookie = "conta_pendente";
const maxFormBytes = 16 * 1024;

async function readForm(ctx: Context): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) ctx.throw(413);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sign(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url");
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type FieldErrors = Partial<Record<string, string>>;

function issuesToFields(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The provider's own interaction pages: login, sign-up, e-mail code, forgotten password. */
export function interactionRoutes(deps: InteractionDeps) {
  const { provider, accounts, limits, actions } = deps;

  /** A 429 tells the browser, and any client, when to come back. */
  const retryAfter = (ctx: Context, seconds: number) => ctx.set("Retry-After", String(seconds));

  /**
   * Whether a code may be mailed to `email` now: the address's count holds every request, refused
   * ones too; the inbox's holds the mails sent. The pt-BR refusal and its wait, or undefined.
   */
  const codeRefusal = async (ctx: Context, email: string) => {
    const addressWait = await actions.consume([
      [actionPolicies.codePerAddress, addressGroup(ctx.ip)],
    ]);
    if (addressWait > 0) return { message: t.tooManyAttempts(addressWait), seconds: addressWait };
    return takeCodeMail(actions, email);
  };
  const csrfFor = (scope: string) => sign(deps.secret, `csrf:${scope}`);

  const html = (ctx: Context, title: string, body: string, status = 200) => {
    ctx.status = status;
    ctx.type = "html";
    ctx.set("cache-control", "no-store");
    ctx.set("referrer-policy", "no-referrer");
    ctx.set("x-frame-options", "DENY");
    ctx.body = layout({ title, body, storefrontUrl: deps.storefrontUrl });
  };

  // A form posted from another site is refused: the browser names the origin it came from.
  const crossSite = (ctx: Context) => {
    const origin = ctx.get("origin");
    const fetchSite = ctx.get("sec-fetch-site");
    return (
      (origin !== "" && origin !== "null" && origin !== new URL(deps.issuer).origin) ||
      fetchSite === "cross-site"
    );
  };

  const checkCsrf = (ctx: Context, form: URLSearchParams, scope: string) => {
    const token = form.get("csrf") ?? "";
    if (crossSite(ctx) || !sameSignature(token, csrfFor(scope))) {
      html(ctx, t.errorTitle, `<h1>${t.errorTitle}</h1>${alert("error", t.forbidden)}`, 403);
      return false;
    }
    return true;
  };

  const setPending = (ctx: Context, uid: string, accountId: string) => {
    const value = `${accountId}.${uid}`;
    ctx.cookies.set(pendingCookie, `${value}.${sign(deps.secret, value)}`, {
      httpOnly: true,
      sameSite: "lax",
      path: "/interaction",
      maxAge: 30 * 60 * 1000,
      signed: false,
      overwrite: true,
    });
  };

  const pendingAccount = (ctx: Context, uid: string): string | undefined => {
    const raw = ctx.cookies.get(pendingCookie, { signed: false }) ?? "";
    const [accountId, cookieUid, signature] = raw.split(".");
    if (!accountId || cookieUid !== uid || !signature) return undefined;
    return sameSignature(signature, sign(deps.secret, `${accountId}.${uid}`))
      ? accountId
      : undefined;
  };

  const finishLogin = async (ctx: Context, accountId: string) => {
    ctx.cookies.set(pendingCookie, null, { path: "/interaction" });
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    ctx.status = 303;
    ctx.redirect(redirectTo);
  };

  const sendCode = async (accountId: string, email: string) => {
    const code = await accounts.issueCode(accountId, "verify", email);
    await deps.sendMail({ to: email, subject: t.codeMailSubject, text: t.codeMailText(code) });
  };

  const loginPage = (
    ctx: Context,
    uid: string,
    options: { email?: string; error?: string; status?: number } = {},
  ) =>
    html(
      ctx,
      t.loginTitle,
      `<h1>${t.loginTitle}</h1><p>${t.loginLead}</p>${alert("error", options.error)}
      <form method="post" action="/interaction/${uid}/login" novalidate>
        ${hidden("csrf", csrfFor(uid))}
        ${field({ name: "email", label: t.email, type: "email", value: options.email ?? "", autocomplete: "username", maxlength: 254 })}
        ${field({ name: "password", label: t.password, type: "password", autocomplete: "current-password", maxlength: 64 })}
        ${submit(t.loginSubmit)}
      </form>
      <div class="links"><a href="/senha/esqueci?interacao=${uid}">${t.forgotLink}</a>
      <span>${t.noAccount} <a href="/interaction/${uid}/cadastro">${t.signUpLink}</a></span></div>`,
      options.status,
    );

  const signUpPage = (
    ctx: Context,
    uid: string,
    values: Record<string, string>,
    errors: FieldErrors,
    message?: string,
    status = 200,
  ) => {
    const terms = currentTermsOfUse();
    html(
      ctx,
      t.signUpTitle,
      `<h1>${t.signUpTitle}</h1><p>${t.signUpLead}</p>${alert("error", message)}
      <form method="post" action="/interaction/${uid}/cadastro" novalidate>
        ${hidden("csrf", csrfFor(uid))}
        ${field({ name: "name", label: t.name, value: values.name, error: errors.name, autocomplete: "name", maxlength: 120 })}
        ${field({ name: "email", label: t.email, type: "email", value: values.email, error: errors.email, autocomplete: "email", maxlength: 254 })}
        ${field({ name: "cpf", label: t.cpf, value: values.cpf, error: errors.cpf, inputmode: "numeric", maxlength: 14, hint: "Somente números ou 000.000.000-00." })}
        ${field({ name: "phone", label: t.phone, type: "tel", value: values.phone, error: errors.phone, autocomplete: "tel-national", maxlength: 16 })}
        ${field({ name: "password", label: t.password, type: "password", error: errors.password, autocomplete: "new-password", hint: t.passwordHint, maxlength: 64 })}
        <section class="terms" aria-labelledby="termos-titulo" tabindex="0"><h2 id="termos-titulo">${escapeHtml(terms.title)} (versão ${escapeHtml(terms.version)})</h2>
        ${terms.sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2><p>${escapeHtml(section.text)}</p>`).join("")}</section>
        <label class="check" for="campo-terms"><input id="campo-terms" name="terms" type="checkbox"${values.terms === "on" ? " checked" : ""}${errors.terms ? ' aria-invalid="true" aria-describedby="campo-terms-erro"' : ""}> ${t.termsLabel}</label>
        ${errors.terms ? `<p class="field-error" id="campo-terms-erro">${escapeHtml(errors.terms)}</p>` : ""}
        ${hidden("termsVersion", terms.version)}
        ${submit(t.signUpSubmit)}
      </form>
      <div class="links"><a href="/interaction/${uid}/login">${t.haveAccount}</a></div>`,
      status,
    );
  };

  const verifyPage = (
    ctx: Context,
    uid: string,
    email: string,
    options: { error?: string; codeError?: string; notice?: string; status?: number } = {},
  ) =>
    html(
      ctx,
      t.verifyTitle,
      // A wrong or expired code is the field's own error, focused on load so a screen reader
      // reads the field with its message; a wait is the page's, as the field is not at fault.
      `<h1>${t.verifyTitle}</h1><p>${escapeHtml(t.verifyLead(email))}</p>${alert("error", options.error)}${alert("success", options.notice)}
      <form method="post" action="/interaction/${uid}/verificacao" novalidate>
        ${hidden("csrf", csrfFor(uid))}
        ${field({ name: "code", label: t.code, inputmode: "numeric", autocomplete: "one-time-code", maxlength: 6, error: options.codeError, autofocus: options.codeError !== undefined })}
        ${submit(t.verifySubmit)}
      </form>
      <form method="post" action="/interaction/${uid}/verificacao">
        ${hidden("csrf", csrfFor(uid))}${hidden("action", "resend")}
        ${submit(t.resend, true)}
      </form>`,
      options.status,
    );

  const errorPage = (ctx: Context, status = 400) =>
    html(
      ctx,
      t.errorTitle,
      `<h1>${t.errorTitle}</h1><p>${t.errorLead}</p><a class="button" href="${escapeHtml(deps.storefrontUrl)}">${t.backToStore}</a>`,
      status,
    );

  const details = async (ctx: Context) => {
    try {
      return await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      return undefined;
    }
  };

  const resetStatePage = (ctx: Context, state: "used" | "expired" | "unknown") => {
    const [title, lead] =
      state === "used"
        ? [t.resetUsedTitle, t.resetUsedLead]
        : state === "expired"
          ? [t.resetExpiredTitle, t.resetExpiredLead]
          : [t.resetUnknownTitle, t.resetUnknownLead];
    html(
      ctx,
      title,
      `<h1>${title}</h1><p>${lead}</p><a class="button" href="/senha/esqueci">${t.askNewLink}</a>`,
      410,
    );
  };

  return async function route(ctx: Context, next: Next): Promise<void> {
    const match = /^\/interaction\/([\w-]{1,64})(?:\/(login|cadastro|verificacao))?$/.exec(
      ctx.path,
    );
    if (match) {
      const uid = match[1] ?? "";
      const step = match[2];
      const interaction = await details(ctx);
      if (!interaction || interaction.uid !== uid) {
        // The browser's Back after a login lands on its finished interaction: the owner is sent
        // back to the store (signed in), not to an error. A form sent again still gets the error.
        if (ctx.method === "GET" && !step) {
          ctx.status = 303;
          ctx.redirect(deps.storefrontUrl);
          return;
        }
        return errorPage(ctx);
      }

      if (ctx.method === "GET" && !step) {
        if (interaction.prompt.name === "consent") {
          // Our own storefront needs no consent screen: the grant is given on its behalf.
          const grant = new provider.Grant({
            accountId: interaction.session?.accountId,
            clientId: deps.clientId,
          });
          grant.addOIDCScope("openid profile email");
          const grantId = await grant.save();
          const redirectTo = await provider.interactionResult(
            ctx.req,
            ctx.res,
            { consent: { grantId } },
            { mergeWithLastSubmission: true },
          );
          ctx.status = 303;
          return ctx.redirect(redirectTo);
        }
        if (interaction.params.screen_hint === "signup") return signUpPage(ctx, uid, {}, {});
        return loginPage(ctx, uid);
      }

      if (ctx.method === "GET" && step === "cadastro") return signUpPage(ctx, uid, {}, {});
      if (ctx.method === "GET" && step === "login") return loginPage(ctx, uid);

      if (ctx.method === "GET" && step === "verificacao") {
        const accountId = pendingAccount(ctx, uid);
        const account = accountId ? await accounts.byId(accountId) : undefined;
        if (!account) return loginPage(ctx, uid);
        return verifyPage(ctx, uid, account.email);
      }

      if (ctx.method !== "POST" || !step) return errorPage(ctx, 405);
      const form = await readForm(ctx);
      if (!checkCsrf(ctx, form, uid)) return;

      if (step === "login") {
        const email = emailSchema.safeParse(form.get("email") ?? "");
        const password = (form.get("password") ?? "").slice(0, 128);
        const normalized = email.success ? email.data : (form.get("email") ?? "").slice(0, 254);
        const locked = await limits.lockedMinutes(normalized, addressGroup(ctx.ip));
        if (locked > 0) {
          retryAfter(ctx, locked * 60);
          return loginPage(ctx, uid, { email: normalized, error: t.locked(locked), status: 429 });
        }
        const account = email.success
          ? await accounts.authenticate(email.data, password)
          : undefined;
        if (!account) {
          await limits.recordFailure(normalized, addressGroup(ctx.ip));
          return loginPage(ctx, uid, { email: normalized, error: t.wrongCredentials, status: 401 });
        }
        await limits.clearAccount(account.email);
        if (!account.emailVerified) {
          // Past the limit the code sent last stays valid: no new e-mail, the same next step.
          if (!(await codeRefusal(ctx, account.email))) await sendCode(account.id, account.email);
          setPending(ctx, uid, account.id);
          ctx.status = 303;
          return ctx.redirect(`/interaction/${uid}/verificacao`);
        }
        return finishLogin(ctx, account.id);
      }

      if (step === "cadastro") {
        const values = Object.fromEntries(
          ["name", "email", "cpf", "phone", "terms"].map((key) => [
            key,
            (form.get(key) ?? "").slice(0, 300),
          ]),
        );
        const signUpWait = await actions.consume([
          [actionPolicies.signUpPerAddress, addressGroup(ctx.ip)],
        ]);
        if (signUpWait > 0) {
          retryAfter(ctx, signUpWait);
          return signUpPage(ctx, uid, values, {}, t.tooManyAttempts(signUpWait), 429);
        }
        const parsed = signUpSchema.safeParse({ ...values, password: form.get("password") ?? "" });
        if (!parsed.success) {
          return signUpPage(
            ctx,
            uid,
            values,
            issuesToFields(parsed.error.issues),
            t.fixFields,
            422,
          );
        }
        try {
          const account = await accounts.create(parsed.data, currentTermsOfUse().version);
          setPending(ctx, uid, account.id);
          // Counted once the account exists: a sign-up refused as a duplicate mails nothing, and
          // must not use up the codes of the inbox it names.
          const refusal = await codeRefusal(ctx, account.email);
          if (refusal) {
            retryAfter(ctx, refusal.seconds);
            return verifyPage(ctx, uid, account.email, { error: refusal.message, status: 429 });
          }
          await sendCode(account.id, account.email);
          ctx.status = 303;
          return ctx.redirect(`/interaction/${uid}/verificacao`);
        } catch (error) {
          if (error instanceof DuplicateAccountError) {
            return signUpPage(ctx, uid, values, {}, t.duplicate, 409);
          }
          throw error;
        }
      }

      // step === "verificacao"
      const accountId = pendingAccount(ctx, uid);
      const account = accountId ? await accounts.byId(accountId) : undefined;
      if (!account) return loginPage(ctx, uid);
      if (form.get("action") === "resend") {
        const refusal = await codeRefusal(ctx, account.email);
        if (refusal) {
          retryAfter(ctx, refusal.seconds);
          return verifyPage(ctx, uid, account.email, { error: refusal.message, status: 429 });
        }
        await sendCode(account.id, account.email);
        return verifyPage(ctx, uid, account.email, { notice: t.resent });
      }
      // Counted before the code is read: a malformed code is a guess too.
      const checkWait = await actions.consume([
        [actionPolicies.codeCheckPerAddress, addressGroup(ctx.ip)],
        [actionPolicies.codeCheckPerAccount, account.id],
      ]);
      if (checkWait > 0) {
        retryAfter(ctx, checkWait);
        return verifyPage(ctx, uid, account.email, {
          error: t.tooManyAttempts(checkWait),
          status: 429,
        });
      }
      const code = verificationCodeSchema.safeParse(form.get("code") ?? "");
      if (!code.success)
        return verifyPage(ctx, uid, account.email, { codeError: t.wrongCode, status: 422 });
      const result = await accounts.checkCode(account.id, "verify", code.data);
      if (result === "wrong")
        return verifyPage(ctx, uid, account.email, { codeError: t.wrongCode, status: 422 });
      if (result === "expired")
        return verifyPage(ctx, uid, account.email, { codeError: t.expiredCode, status: 410 });
      await accounts.markEmailVerified(account.id, result.email);
      return finishLogin(ctx, account.id);
    }

    if (ctx.path === "/senha/esqueci") {
      const interactionUid = /^[\w-]{1,64}$/.test(ctx.query.interacao?.toString() ?? "")
        ? String(ctx.query.interacao)
        : "";
      const back = interactionUid
        ? `<div class="links"><a href="/interaction/${interactionUid}">${t.backToLogin}</a></div>`
        : "";
      const page = (body: string, status = 200) =>
        html(ctx, t.forgotTitle, `<h1>${t.forgotTitle}</h1>${body}${back}`, status);
      const form = (error?: string, email = "") =>
        `<p>${t.forgotLead}</p><form method="post" action="/senha/esqueci${interactionUid ? `?interacao=${interactionUid}` : ""}" novalidate>
        ${hidden("csrf", csrfFor("forgot"))}
        ${field({ name: "email", label: t.email, type: "email", value: email, autocomplete: "email", error, maxlength: 254 })}
        ${submit(t.forgotSubmit)}</form>`;
      if (ctx.method === "GET") return page(form());
      if (ctx.method !== "POST") return errorPage(ctx, 405);
      const body = await readForm(ctx);
      if (!checkCsrf(ctx, body, "forgot")) return;
      const email = emailSchema.safeParse(body.get("email") ?? "");
      if (!email.success)
        return page(
          form(email.error.issues[0]?.message, (body.get("email") ?? "").slice(0, 254)),
          422,
        );
      // Counted whether or not the account exists, so the refusal says nothing about it.
      const resetWait = await actions.consume([
        [actionPolicies.resetPerAddress, addressGroup(ctx.ip)],
        [actionPolicies.resetPerEmail, email.data],
      ]);
      if (resetWait > 0) {
        retryAfter(ctx, resetWait);
        return page(form(t.tooManyAttempts(resetWait), email.data), 429);
      }
      // The same answer whether or not the account exists. A paused account gets its link too:
      // the link is how its owner gets back in when someone else's wrong passwords paused it.
      const account = await accounts.byEmail(email.data);
      if (account) {
        // Issued and mailed after the answer: waiting for them made an address with an account
        // answer in 100 ms and one without in 5, which told anyone which e-mails have accounts.
        void (async () => {
          const token = await accounts.issueResetToken(account.id);
          const link = new URL(`/senha/redefinir?token=${token}`, deps.issuer).toString();
          await deps.sendMail({
            to: account.email,
            subject: t.resetMailSubject,
            text: t.resetMailText(account.emailVerified ? account.name : undefined, link),
          });
        })().catch((error: unknown) => console.error("password reset mail not sent", error));
      }
      return page(alert("success", t.forgotSent));
    }

    if (ctx.path === "/senha/redefinir") {
      if (ctx.method !== "GET" && ctx.method !== "POST") return errorPage(ctx, 405);
      const form = ctx.method === "POST" ? await readForm(ctx) : undefined;
      const token = (form?.get("token") ?? ctx.query.token?.toString() ?? "").slice(0, 100);
      const state = await accounts.resetTokenState(token);
      if (typeof state === "string") return resetStatePage(ctx, state);
      const resetForm = (error?: string, status = 200) =>
        html(
          ctx,
          t.resetTitle,
          `<h1>${t.resetTitle}</h1><form method="post" action="/senha/redefinir" novalidate>
          ${hidden("csrf", csrfFor(`reset:${token}`))}${hidden("token", token)}
          ${field({ name: "password", label: t.newPassword, type: "password", autocomplete: "new-password", hint: t.passwordHint, error, maxlength: 64 })}
          ${submit(t.resetSubmit)}</form>`,
          status,
        );
      if (!form) return resetForm();
      if (!checkCsrf(ctx, form, `reset:${token}`)) return;
      const password = passwordSchema.safeParse(form.get("password") ?? "");
      if (!password.success) return resetForm(password.error.issues[0]?.message, 422);
      if (!(await accounts.consumeResetToken(token))) return resetStatePage(ctx, "used");
      await accounts.setPassword(state.accountId, password.data);
      await deps.revokeSessions(state.accountId);
      const storefrontEnded = await deps.endStorefrontSessions(state.accountId);
      // The link proved the mailbox: a pause from wrong passwords no longer stands.
      const account = await accounts.byId(state.accountId);
      if (account) await limits.clearAccount(account.email);
      // The page says what happened: a storefront out of reach keeps its sessions for their hour.
      const lead = storefrontEnded ? t.resetDoneLead : t.resetDoneLeadStorefrontPending;
      return html(
        ctx,
        t.resetDoneTitle,
        `<h1>${t.resetDoneTitle}</h1>${alert("success", lead)}<a class="button" href="${escapeHtml(deps.storefrontUrl)}">${t.backToStore}</a>`,
      );
    }

    await next();
  };
}
