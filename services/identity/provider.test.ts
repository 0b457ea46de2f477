import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createIdentityProvider } from "./provider";
import { loadSigningKeys } from "./signing-keys";
import { openIdentityStore, type IdentityStore } from "./store";
import { maxLoginFailures } from "./login-limits";
import { actionPolicies } from "./action-limits";
import { accountRepository } from "./accounts";
import { trustingClientAddress } from "../../src/lib/http/trusted-client-address";

let server: Server;
let storefront: Server;
let storefrontUrl: string;
/** The logout tokens the storefront received on its back-channel logout route. */
const logoutTokens: string[] = [];
let issuer: string;
let store: IdentityStore;
const keysFolder = mkdtempSync(path.join(tmpdir(), "identity-"));
const sent: { to: string; subject: string; text: string }[] = [];
// While set, a mail waits for it before it counts as sent: a slow mail server.
let mailServerGate: Promise<void> | undefined;
const clientAuth = `Basic ${Buffer.from("storefront:a-test-client-secret").toString("base64")}`;

beforeAll(async () => {
  // The library warns on stdout about Node 20; not under test here.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const port = 19000 + Math.floor(Math.random() * 1000);
  issuer = `http://127.0.0.1:${port}`;
  store = await openIdentityStore({ pgliteDir: "memory://" });
  // The storefront, as far as the provider sees it: its back-channel logout route.
  storefront = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.url === "/api/v1/auth-redirect/backchannel-logout") {
        logoutTokens.push(new URLSearchParams(body).get("logout_token") ?? "");
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, "127.0.0.1", resolve));
  storefrontUrl = `http://127.0.0.1:${(storefront.address() as AddressInfo).port}`;
  const provider = createIdentityProvider({
    issuer,
    storefrontUrl,
    clientId: "storefront",
    clientSecret: "a-test-client-secret",
    cookieSecret: "a-test-cookie-secret-value",
    jwks: await loadSigningKeys(keysFolder),
    store,
    sendMail: async (mail) => {
      await mailServerGate;
      sent.push(mail);
    },
  });
  // As deployed behind one proxy: the tests write X-Forwarded-For as that proxy would.
  server = createServer(trustingClientAddress(provider.callback(), 1));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  expect((server.address() as AddressInfo).port).toBe(port);
  // Opening an in-memory PGlite takes seconds on a busy machine.
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  await new Promise<void>((resolve) => storefront?.close(() => resolve()) ?? resolve());
  await store?.close();
});

/** Starts an authorization request and answers the interaction path and its cookies. */
async function startInteraction(
  extra: Record<string, string> = {},
): Promise<{ path: string; cookies: string }> {
  const url = new URL(`${issuer}/auth`);
  url.search = new URLSearchParams({
    ...extra,
    client_id: "storefront",
    response_type: "code",
    scope: "openid profile email",
    redirect_uri: `${storefrontUrl}/api/v1/auth-redirect/callback`,
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  }).toString();
  const response = await fetch(url, { redirect: "manual" });
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  return { path: response.headers.get("location") ?? "", cookies };
}

async function csrfOf(pathname: string, cookies: string): Promise<string> {
  const html = await (await fetch(`${issuer}${pathname}`, { headers: { cookie: cookies } })).text();
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

/**
 * Signs a new account up from a fresh interaction (its form as a browser posts it) and returns a
 * sender of the e-mail code page's form, with the pending sign-up's cookies.
 */
async function signUpToVerification(
  person: { name: string; email: string; cpf: string; phone: string },
  forwardedFor?: string,
): Promise<(fields: Record<string, string>) => Promise<Response>> {
  const { path: interaction, cookies } = await startInteraction();
  const csrf = await csrfOf(`${interaction}/cadastro`, cookies);
  const address: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const signedUp = await fetch(`${issuer}${interaction}/cadastro`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies, "content-type": "application/x-www-form-urlencoded", ...address },
    body: new URLSearchParams({ csrf, ...person, password: "Fusca#1959", terms: "on" }),
  });
  expect(signedUp.status).toBe(303);
  const pending = signedUp.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  return (fields) =>
    fetch(`${issuer}${interaction}/verificacao`, {
      method: "POST",
      headers: {
        cookie: `${cookies}; ${pending}`,
        "content-type": "application/x-www-form-urlencoded",
        ...address,
      },
      body: new URLSearchParams({ csrf, ...fields }),
    });
}

describe("embedded identity provider", () => {
  it("publishes its discovery document with code flow and PKCE S256", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.response_types_supported).toContain("code");
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.backchannel_logout_supported).toBe(true);
    expect(discovery.backchannel_logout_session_supported).toBe(true);
  });

  it("publishes the public half of the persisted signing key", async () => {
    const { keys } = (await (await fetch(`${issuer}/jwks`)).json()) as {
      keys: Record<string, string>[];
    };
    const [stored] = (await loadSigningKeys(keysFolder)).keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]?.kid).toBe(stored?.kid);
    expect(keys[0]).not.toHaveProperty("d");
  });

  it("refuses an authorization request without PKCE", async () => {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: "storefront",
      response_type: "code",
      scope: "openid",
      redirect_uri: `${storefrontUrl}/api/v1/auth-redirect/callback`,
    }).toString();
    const response = await fetch(url, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("error=invalid_request");
  });

  it("shows its own pt-BR login page and no development interaction", async () => {
    const { path: interaction, cookies } = await startInteraction();
    expect(interaction).toMatch(/^\/interaction\/[\w-]+$/);
    const html = await (
      await fetch(`${issuer}${interaction}`, { headers: { cookie: cookies } })
    ).text();
    expect(html).toContain("Entrar na conta Volkswagen");
    expect(html).toContain("Esqueci minha senha");
    expect(html).not.toMatch(/Sign-in|DEBUG/);
  });

  it("opens on the sign-up form when the storefront asks for it, one link away from the login", async () => {
    const { path: interaction, cookies } = await startInteraction({ screen_hint: "signup" });
    const read = async (path: string) =>
      (await fetch(`${issuer}${path}`, { headers: { cookie: cookies } })).text();
    const signUp = await read(interaction);
    expect(signUp).toContain("<h1>Criar conta Volkswagen</h1>");
    expect(signUp).toContain(`href="${interaction}/login"`);
    const login = await read(`${interaction}/login`);
    expect(login).toContain("Entrar na conta Volkswagen");
    expect(login).not.toContain("<h1>Criar conta Volkswagen</h1>");
  });

  it("signs up, stores an argon2id hash and mails a 6-digit code", async () => {
    const { path: interaction, cookies } = await startInteraction();
    const csrf = await csrfOf(`${interaction}/cadastro`, cookies);
    const response = await fetch(`${issuer}${interaction}/cadastro`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookies, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        csrf,
        name: "Ana Paula Ribeiro",
        email: "ana.ribeiro@example.com",
        cpf: "529.982.247-25",
        phone: "(11) 98765-4321",
        password: "Fusca#1959",
        terms: "on",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${interaction}/verificacao`);
    const [row] = await store.query<{ password_hash: string; email_verified: boolean }>(
      "select password_hash, email_verified from accounts where email = $1",
      ["ana.ribeiro@example.com"],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.email_verified).toBe(false);
    expect(sent.at(-1)?.text).toMatch(/código de verificação é \d{6}/);
  });

  it("names a wrong code at the code field, which the page focuses", async () => {
    const verify = await signUpToVerification({
      name: "Bruno Tavares",
      email: "bruno.tavares@example.com",
      cpf: "274.837.165-84",
      phone: "(11) 91234-5678",
    });
    const answer = await verify({ code: "000000" });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    const input = /<input id="campo-code"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="campo-code-erro"');
    expect(input).toContain(" autofocus");
    expect(html).toContain(
      '<p class="field-error" id="campo-code-erro">Código incorreto. Confira o último e-mail recebido.</p>',
    );
    expect(html).not.toContain('role="alert"');
  });

  it("refuses a form posted from another site", async () => {
    const { path: interaction, cookies } = await startInteraction();
    const csrf = await csrfOf(interaction, cookies);
    const response = await fetch(`${issuer}${interaction}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: cookies,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ csrf, email: "ana.ribeiro@example.com", password: "x" }),
    });
    expect(response.status).toBe(403);
  });

  it(`pauses an account for 15 minutes after ${maxLoginFailures} wrong passwords`, async () => {
    const { path: interaction, cookies } = await startInteraction();
    const csrf = await csrfOf(interaction, cookies);
    const attempt = (password: string) =>
      fetch(`${issuer}${interaction}/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: cookies,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": "203.0.113.7",
        },
        body: new URLSearchParams({ csrf, email: "ana.ribeiro@example.com", password }),
      });
    for (let failure = 0; failure < maxLoginFailures; failure += 1) {
      const response = await attempt("Errada#123");
      expect(response.status).toBe(401);
      expect(await response.text()).toContain("E-mail ou senha incorretos.");
    }
    const locked = await attempt("Fusca#1959");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
    expect(await locked.text()).toContain("aguarde 15 minutos");
  });

  it("mails a reset link to a paused account, and the new password ends the pause", async () => {
    await accountRepository(store).create(
      {
        name: "Rui Barros",
        email: "rui.barros@example.com",
        cpf: "71428793860",
        phone: "11987650000",
        password: "Fusca#1959",
        terms: "on",
      },
      "2026-01",
    );
    const login = async (password: string, forwardedFor: string) => {
      const { path: interaction, cookies } = await startInteraction();
      const csrf = await csrfOf(interaction, cookies);
      return fetch(`${issuer}${interaction}/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: cookies,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": forwardedFor,
        },
        body: new URLSearchParams({ csrf, email: "rui.barros@example.com", password }),
      });
    };
    // Someone else's guesses, each from a new address, pause the account.
    for (let failure = 0; failure < maxLoginFailures; failure += 1) {
      expect((await login("Errada#123", `203.0.113.${100 + failure}`)).status).toBe(401);
    }
    const paused = await login("Fusca#1959", "198.51.100.200");
    expect(paused.status).toBe(429);
    expect(await paused.text()).toContain("redefina sua senha em “Esqueci minha senha”");

    const form = await fetch(`${issuer}/senha/esqueci`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    const mailsBefore = sent.length;
    const asked = await fetch(`${issuer}/senha/esqueci`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "198.51.100.200",
      },
      body: new URLSearchParams({ csrf, email: "rui.barros@example.com" }),
    });
    expect(asked.status).toBe(200);
    await vi.waitFor(() => expect(sent.length).toBe(mailsBefore + 1));
    const mail = sent.at(-1);
    expect(mail?.to).toBe("rui.barros@example.com");
    // Never confirmed, the account's e-mail is greeted without the name its sign-up typed.
    expect(mail?.text).toMatch(/^Olá!\n/);
    const link = /https?:\/\/\S+\/senha\/redefinir\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    const resetPage = await (await fetch(link)).text();
    const resetCsrf = /name="csrf" value="([^"]+)"/.exec(resetPage)?.[1] ?? "";
    const reset = await fetch(`${issuer}/senha/redefinir`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: resetCsrf, token, password: "Kombi#1957" }),
    });
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain("no site e na Conta Volkswagen");
    // The storefront was told, by a logout token naming the account and no single login.
    const [header, claims] = (logoutTokens.at(-1) ?? "..")
      .split(".")
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>,
      );
    const account = await accountRepository(store).byEmail("rui.barros@example.com");
    expect(header?.typ).toBe("logout+jwt");
    expect(claims).toMatchObject({
      iss: issuer,
      aud: "storefront",
      sub: account?.id,
      events: { "http://schemas.openid.net/event/backchannel-logout": {} },
    });
    expect(claims).not.toHaveProperty("sid");
    expect(claims).not.toHaveProperty("nonce");

    const back = await login("Kombi#1957", "198.51.100.200");
    expect(back.status).toBe(303);
    const [pause] = await store.query<{ key: string }>(
      "select key from login_failures where key = 'account:rui.barros@example.com'",
    );
    expect(pause).toBeUndefined();
  });

  it("refuses sign-ups past the address's limit with 429, Retry-After and no account", async () => {
    const { path: interaction, cookies } = await startInteraction();
    const csrf = await csrfOf(`${interaction}/cadastro`, cookies);
    const signUp = (email: string, forwardedFor: string) =>
      fetch(`${issuer}${interaction}/cadastro`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie: cookies,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": forwardedFor,
        },
        body: new URLSearchParams({
          csrf,
          name: "Bruno Carvalho",
          email,
          cpf: "111.444.777-35",
          phone: "(11) 98765-4321",
          // Too short: each attempt is refused (422) without hashing a password, and still counts.
          password: email.startsWith("ok") ? "Fusca#1959" : "x",
          terms: "on",
        }),
      });
    const { points } = actionPolicies.signUpPerAddress;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect((await signUp(`tentativa${attempt}@example.com`, "203.0.113.20")).status).toBe(422);
    }
    // A first hop the client wrote changes nothing: the address is the one the proxy appended.
    const refused = await signUp("ok.bruno@example.com", "198.51.100.9, 203.0.113.20");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Muitas tentativas em pouco tempo.");
    const stored = await store.query("select 1 from accounts where email = $1", [
      "ok.bruno@example.com",
    ]);
    expect(stored).toHaveLength(0);
    // Another address is not held back by this one.
    expect((await signUp("tentativa-b@example.com", "203.0.113.21")).status).toBe(422);
  });

  it("mails codes to one e-mail at most once a minute and five times an hour, without the form's name", async () => {
    const signUp = async (email: string, cpf: string, forwardedFor: string) => {
      const verify = await signUpToVerification(
        { name: "Visite http://golpe.example", email, cpf, phone: "(21) 98765-4321" },
        forwardedFor,
      );
      return () => verify({ action: "resend" });
    };
    // A minute, or an hour, goes by for the inbox's counts.
    const later = (policy: { name: string }, minutes: number) =>
      store.query(
        `update action_counts set window_started_at = window_started_at - make_interval(mins => $2::int)
           where key like $1`,
        [`${policy.name}:%`, minutes],
      );
    const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);
    const victim = "vitima@example.org";

    const resend = await signUp(victim, "714.602.380-01", "203.0.113.40");
    expect(mailsTo(victim)).toHaveLength(1);
    const [first] = mailsTo(victim);
    expect(first?.text).toMatch(/^Olá!\n/);
    expect(first?.text).not.toContain("golpe");
    expect(first?.text).not.toContain("Visite");

    // QA's five clicks in 2.5 s: each refused with the wait, and no mail.
    for (let click = 0; click < 5; click += 1) {
      const refused = await resend();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      const page = await refused.text();
      expect(page).toContain("Aguarde um minuto para pedir um novo código.");
      expect(page).not.toContain("Enviamos um novo código");
    }
    expect(mailsTo(victim)).toHaveLength(1);

    // A minute apart, four more codes go: five mails in the hour, sign-up included.
    const { points } = actionPolicies.codePerEmail;
    for (let mail = 2; mail <= points; mail += 1) {
      await later(actionPolicies.codeSpacingPerEmail, 1);
      const answer = await resend();
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Enviamos um novo código para o seu e-mail.");
    }
    expect(mailsTo(victim)).toHaveLength(points);
    expect(mailsTo(victim).every((mail) => !mail.text.includes("golpe"))).toBe(true);

    await later(actionPolicies.codeSpacingPerEmail, 1);
    const hourly = await resend();
    expect(hourly.status).toBe(429);
    expect(Number(hourly.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await hourly.text()).toContain("Muitos códigos enviados para este e-mail.");
    expect(mailsTo(victim)).toHaveLength(points);

    // Another e-mail, from the same address, is not held back by this inbox.
    const other = "outra.pessoa@example.org";
    const resendOther = await signUp(other, "246.813.579-28", "203.0.113.40");
    expect(mailsTo(other)).toHaveLength(1);
    expect((await resendOther()).status).toBe(429);

    // After the hour the inbox gets codes again.
    await later(actionPolicies.codePerEmail, 61);
    await later(actionPolicies.codeSpacingPerEmail, 1);
    expect((await resend()).status).toBe(200);
    expect(mailsTo(victim)).toHaveLength(points + 1);
  });

  it("sends at most three reset links an hour to one e-mail, then answers 429", async () => {
    await accountRepository(store).create(
      {
        name: "Carla Martins",
        email: "carla.martins@example.com",
        cpf: "39053344705",
        phone: "11987654321",
        password: "Fusca#1959",
        terms: "on",
      },
      "2026-01",
    );
    const form = await fetch(`${issuer}/senha/esqueci`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    const ask = (forwardedFor: string) =>
      fetch(`${issuer}/senha/esqueci`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": forwardedFor,
        },
        body: new URLSearchParams({ csrf, email: "carla.martins@example.com" }),
      });
    const mailsBefore = sent.length;
    const { points } = actionPolicies.resetPerEmail;
    // The answer does not wait for the mail: its time would tell which e-mails have an account.
    let openMailServer = () => {};
    mailServerGate = new Promise((resolve) => {
      openMailServer = resolve;
    });
    for (let request = 0; request < points; request += 1) {
      // From a new address each time: the e-mail's own count is what stops the flood.
      const answer = await ask(`198.51.100.${30 + request}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("Se houver uma conta com este e-mail");
    }
    expect(sent.length - mailsBefore).toBe(0);
    openMailServer();
    mailServerGate = undefined;
    await vi.waitFor(() => expect(sent.length - mailsBefore).toBe(points));
    const refused = await ask("198.51.100.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await refused.text()).toContain("Muitas tentativas em pouco tempo.");
    expect(sent.length - mailsBefore).toBe(points);
  });

  it("answers the account API only to the storefront's credentials", async () => {
    const [row] = await store.query<{ id: string }>("select id from accounts limit 1");
    const anonymous = await fetch(`${issuer}/account-api/accounts/${row?.id}`);
    expect(anonymous.status).toBe(401);
    const own = await fetch(`${issuer}/account-api/accounts/${row?.id}`, {
      headers: { authorization: clientAuth },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ name: "Ana Paula Ribeiro", cpf: "52998224725" });
  });

  it("mails a code for a new e-mail at most five times in 15 minutes per account, then answers 429", async () => {
    // The login test above paused the account; the current password must be checkable here.
    await store.query("delete from login_failures");
    const [row] = await store.query<{ id: string }>("select id from accounts where email = $1", [
      "ana.ribeiro@example.com",
    ]);
    const ask = (email: string) =>
      fetch(`${issuer}/account-api/accounts/${row?.id}/email`, {
        method: "POST",
        headers: { authorization: clientAuth, "content-type": "application/json" },
        body: JSON.stringify({ email, currentPassword: "Fusca#1959" }),
      });
    const mailsBefore = sent.length;
    // Each used to mail a stranger's address, at the owner-write pace of 60 in 10 minutes.
    const answers = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(await ask(`estranho${attempt}@example.com`));
    }
    const statuses = answers.map((answer) => answer.status);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
    const refused = answers.at(-1);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused?.json()) as { error: { message: string } }).error.message).toContain(
      "Muitas tentativas em pouco tempo.",
    );
    expect(sent.length - mailsBefore).toBe(accepted);
  });

  it("mails one code a minute to a new e-mail, whichever accounts ask, without their names", async () => {
    await store.query("delete from login_failures");
    const accounts = accountRepository(store);
    const owners = await Promise.all(
      [
        ["Visite http://golpe.example", "golpe.um@example.com", "86427531964"],
        ["Clique www.golpe.example", "golpe.dois@example.com", "31415926590"],
      ].map(([name = "", email = "", cpf = ""]) =>
        accounts.create(
          { name, email, cpf, phone: "11987650001", password: "Kombi#1957", terms: "on" },
          "2026-11",
        ),
      ),
    );
    const target = "alvo@example.org";
    const ask = (id: string) =>
      fetch(`${issuer}/account-api/accounts/${id}/email`, {
        method: "POST",
        headers: { authorization: clientAuth, "content-type": "application/json" },
        body: JSON.stringify({ email: target, currentPassword: "Kombi#1957" }),
      });
    expect((await ask(owners[0]?.id ?? "")).status).toBe(202);
    const refused = await ask(owners[1]?.id ?? "");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Aguarde um minuto para pedir um novo código.",
    );
    const mails = sent.filter((mail) => mail.to === target);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/^Olá!\n/);
    expect(mails[0]?.text).not.toContain("golpe");
  });

  it(`pauses the account API's password change with the login after ${maxLoginFailures} wrong current passwords`, async () => {
    await store.query("delete from login_failures");
    const [row] = await store.query<{ id: string }>("select id from accounts where email = $1", [
      "ana.ribeiro@example.com",
    ]);
    const change = (currentPassword: string) =>
      fetch(`${issuer}/account-api/accounts/${row?.id}/password`, {
        method: "POST",
        headers: { authorization: clientAuth, "content-type": "application/json" },
        body: JSON.stringify({ currentPassword, newPassword: "Brasilia#1960" }),
      });
    // A stolen session used to guess here without end; the login pauses after ten failures.
    for (let failure = 0; failure < maxLoginFailures; failure += 1) {
      expect((await change("Errada#123")).status).toBe(422);
    }
    const paused = await change("Fusca#1959");
    expect(paused.status).toBe(429);
    expect(paused.headers.get("retry-after")).toBe("900");
    expect(((await paused.json()) as { error: { message: string } }).error.message).toContain(
      "aguarde 15 minutos",
    );
    // The same secret, one count: the login page is paused too.
    const [locked] = await store.query<{ key: string }>(
      "select key from login_failures where locked_until > now()",
    );
    expect(locked?.key).toBe("account:ana.ribeiro@example.com");
    await store.query("delete from login_failures");
    expect((await change("Fusca#1959")).status).toBe(204);
  });

  it("asks the current password before it mails a code for a new e-mail or deletes the account", async () => {
    await store.query("delete from login_failures");
    const accounts = accountRepository(store);
    const account = await accounts.create(
      {
        name: "Paulo Henrique Rocha",
        email: "paulo.rocha@example.com",
        cpf: "11144477735",
        phone: "11987651234",
        password: "Kombi#1957",
        terms: "on",
      },
      "2026-11",
    );
    const send = (method: "POST" | "DELETE", action: string, body?: unknown) =>
      fetch(`${issuer}/account-api/accounts/${account.id}${action}`, {
        method,
        headers: { authorization: clientAuth, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const mailsBefore = sent.length;
    const email = "paulo.novo@example.com";
    const missing = await send("POST", "/email", { email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { fields: { currentPassword: "Informe sua senha atual." } },
    });
    const wrong = await send("POST", "/email", { email, currentPassword: "Errada#123" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({
      error: { fields: { currentPassword: "Senha atual incorreta." } },
    });
    expect((await send("DELETE", "")).status).toBe(400);
    expect((await send("DELETE", "", { currentPassword: "Errada#123" })).status).toBe(422);
    expect(sent.length).toBe(mailsBefore);
    expect(await accounts.byId(account.id)).toBeDefined();
    // Each wrong password was a failed login of the account.
    const [count] = await store.query<{ failures: number }>(
      "select failures from login_failures where key = $1",
      ["account:paulo.rocha@example.com"],
    );
    expect(Number(count?.failures)).toBe(2);

    // The account's own address is no new e-mail: refused on its field, and no code goes out.
    const same = await send("POST", "/email", {
      email: "Paulo.Rocha@example.com",
      currentPassword: "Kombi#1957",
    });
    expect(same.status).toBe(422);
    expect(await same.json()).toMatchObject({
      error: { fields: { email: "Este já é o e-mail da sua conta. Informe um e-mail diferente." } },
    });
    expect(sent.length).toBe(mailsBefore);

    expect((await send("POST", "/email", { email, currentPassword: "Kombi#1957" })).status).toBe(
      202,
    );
    expect(sent.at(-1)?.to).toBe(email);
    // Confirmed, the change is told to the address the account leaves.
    const code = /é (\d{6})/.exec(sent.at(-1)?.text ?? "")?.[1];
    expect((await send("POST", "/email-confirmation", { code })).status).toBe(200);
    expect(sent.at(-1)).toMatchObject({
      to: "paulo.rocha@example.com",
      subject: "O e-mail da sua conta Volkswagen foi alterado",
    });
    expect(sent.at(-1)?.text).toContain("foi alterado para paulo.novo@example.com");
    expect((await send("DELETE", "", { currentPassword: "Kombi#1957" })).status).toBe(204);
    expect(await accounts.byId(account.id)).toBeUndefined();
  });
});

describe("reset links mailed before a change of e-mail or password", () => {
  const accounts = () => accountRepository(store);

  /** Asks "Esqueci minha senha" for `email` and answers the link the provider mailed. */
  async function mailedResetLink(email: string, forwardedFor: string): Promise<string> {
    const form = await fetch(`${issuer}/senha/esqueci`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    const mailsBefore = sent.length;
    const asked = await fetch(`${issuer}/senha/esqueci`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": forwardedFor,
      },
      body: new URLSearchParams({ csrf, email }),
    });
    expect(asked.status).toBe(200);
    await vi.waitFor(() => expect(sent.slice(mailsBefore).some((mail) => mail.to === email)));
    const mail = sent.slice(mailsBefore).find((each) => each.to === email);
    return /https?:\/\/\S+\/senha\/redefinir\?token=\S+/.exec(mail?.text ?? "")?.[0] ?? "";
  }

  /** Opens the link and sends a new password with it, as the owner of the mailbox would. */
  async function resetWith(link: string, password: string) {
    const page = await fetch(link);
    const html = await page.text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!csrf) return { page, html };
    const token = new URL(link).searchParams.get("token") ?? "";
    const reset = await fetch(`${issuer}/senha/redefinir`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, token, password }),
    });
    return { page: reset, html: await reset.text() };
  }

  const accountApi = (id: string, action: string, body: unknown) =>
    fetch(`${issuer}/account-api/accounts/${id}${action}`, {
      method: "POST",
      headers: { authorization: clientAuth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("no longer open the account once its e-mail has moved to another address", async () => {
    const account = await accounts().create(
      {
        name: "Marina Costa Prado",
        email: "marina.prado@example.com",
        cpf: "86288366757",
        phone: "11987652222",
        password: "Kombi#1957",
        terms: "on",
      },
      "2026-11",
    );
    await accounts().markEmailVerified(account.id, account.email);
    // The old mailbox asks for a link, then the owner moves the account to a new address.
    const link = await mailedResetLink(account.email, "198.51.100.61");
    const newEmail = "marina.nova@example.com";
    expect(
      (await accountApi(account.id, "/email", { email: newEmail, currentPassword: "Kombi#1957" }))
        .status,
    ).toBe(202);
    const code = /é (\d{6})/.exec(sent.findLast((mail) => mail.to === newEmail)?.text ?? "")?.[1];
    expect((await accountApi(account.id, "/email-confirmation", { code })).status).toBe(200);

    const { page, html } = await resetWith(link, "Gol#19800");
    expect(page.status).toBe(410);
    expect(html).toContain("Este link já foi usado");
    expect(await accounts().authenticate(newEmail, "Kombi#1957")).toBeDefined();
    expect(await accounts().authenticate(newEmail, "Gol#19800")).toBeUndefined();
  });

  it("no longer set a password over the one the owner has just changed", async () => {
    await store.query("delete from login_failures");
    const account = await accounts().create(
      {
        name: "Otávio Lins",
        email: "otavio.lins@example.com",
        cpf: "15350946056",
        phone: "11987653333",
        password: "Kombi#1957",
        terms: "on",
      },
      "2026-11",
    );
    await accounts().markEmailVerified(account.id, account.email);
    const link = await mailedResetLink(account.email, "198.51.100.62");
    expect(
      (
        await accountApi(account.id, "/password", {
          currentPassword: "Kombi#1957",
          newPassword: "Santana#1984",
        })
      ).status,
    ).toBe(204);

    const { page, html } = await resetWith(link, "Gol#19800");
    expect(page.status).toBe(410);
    expect(html).toContain("Este link já foi usado");
    expect(await accounts().authenticate(account.email, "Santana#1984")).toBeDefined();
  });

  it("keeps a link that the confirmation of the account's own e-mail leaves in place", async () => {
    const account = await accounts().create(
      {
        name: "Clara Menezes",
        email: "clara.menezes@example.com",
        cpf: "52513127765",
        phone: "11987654444",
        password: "Kombi#1957",
        terms: "on",
      },
      "2026-11",
    );
    const link = await mailedResetLink(account.email, "198.51.100.63");
    await accounts().markEmailVerified(account.id, account.email);
    const { page, html } = await resetWith(link, "Gol#19800");
    expect(page.status).toBe(200);
    expect(html).toContain("Senha alterada");
  });
});

describe("the e-mail code's five attempts", () => {
  const accounts = () => accountRepository(store);
  const newAccount = (name: string, email: string, cpf: string) =>
    accounts().create(
      { name, email, cpf, phone: "11987655555", password: "Kombi#1957", terms: "on" },
      "2026-11",
    );
  const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

  it("end the code even when the guesses are sent all at once", async () => {
    const account = await newAccount("Sérgio Tavares", "sergio.tavares@example.com", "73685916505");
    const code = await accounts().issueCode(account.id, "verify", account.email);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        accounts().checkCode(account.id, "verify", otherThan(code)),
      ),
    );
    expect(answers.filter((answer) => answer === "wrong")).toHaveLength(5);
    expect(await accounts().checkCode(account.id, "verify", code)).toBe("expired");
  });

  it("confirm once when the right code is sent twice at the same moment", async () => {
    const account = await newAccount("Lívia Ramos", "livia.ramos@example.com", "30614962706");
    const code = await accounts().issueCode(account.id, "verify", account.email);
    const answers = await Promise.all([
      accounts().checkCode(account.id, "verify", code),
      accounts().checkCode(account.id, "verify", code),
    ]);
    expect(answers.filter((answer) => typeof answer === "object")).toHaveLength(1);
  });

  it("let the code page be sent ten times in 15 minutes, then ask to wait", async () => {
    const verify = await signUpToVerification(
      {
        name: "Heitor Campos",
        email: "heitor.campos@example.com",
        cpf: "581.646.274-10",
        phone: "(11) 98765-6666",
      },
      "203.0.113.77",
    );
    const code = /é (\d{6})/.exec(sent.at(-1)?.text ?? "")?.[1] ?? "";
    const { points } = actionPolicies.codeCheckPerAccount;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < points; attempt += 1) {
      statuses.push((await verify({ code: otherThan(code) })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 410, 410, 410, 410, 410]);
    const refused = await verify({ code });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused.text();
    // The wait is the page's: the field is not at fault.
    expect(page).toContain("Muitas tentativas em pouco tempo.");
    expect(page).not.toContain('aria-invalid="true"');
    const [row] = await store.query<{ email_verified: boolean }>(
      "select email_verified from accounts where email = $1",
      ["heitor.campos@example.com"],
    );
    expect(row?.email_verified).toBe(false);
  });

  it("end the code of a new e-mail even when the guesses reach the account API at once", async () => {
    await store.query("delete from login_failures");
    const account = await newAccount("Vera Lúcia Nunes", "vera.nunes@example.com", "94326837101");
    const newEmail = "vera.nova@example.com";
    const send = (action: string, body: unknown) =>
      fetch(`${issuer}/account-api/accounts/${account.id}${action}`, {
        method: "POST",
        headers: { authorization: clientAuth, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await send("/email", { email: newEmail, currentPassword: "Kombi#1957" })).status).toBe(
      202,
    );
    const code = /é (\d{6})/.exec(sent.findLast((mail) => mail.to === newEmail)?.text ?? "")?.[1];
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const answer = await send("/email-confirmation", { code: otherThan(code ?? "") });
        return {
          status: answer.status,
          message: ((await answer.json()) as { error: { message: string } }).error.message,
        };
      }),
    );
    const wrong = answers.filter(
      (answer) => answer.message === "Código incorreto. Confira o último e-mail recebido.",
    );
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      50 - actionPolicies.codeCheckPerAccount.points,
    );
    expect((await send("/email-confirmation", { code })).status).toBe(429);
    expect((await accounts().byId(account.id))?.email).toBe("vera.nunes@example.com");
  });
});
