import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { mailCount, waitForMail } from "./mail-inbox";
import {
  logInAsNewOwner,
  logInAsRegisteredOwner,
  logInOnProvider,
  newOwnerData,
  signUpOnProvider,
} from "./owner-session";
import { identityUrl, storefrontUrl } from "./ports";

// The provider answers a refused form with its status (401 wrong password, 409 duplicate, 410 used
// link, 422 invalid field), which the browser logs; the storefront has no favicon.ico yet. A
// session ended on the server (a new password, a logout elsewhere) leaves its cookies behind: the
// top bar of a shared page asks for its owner and is refused (decision 075).
test.use({
  expectedConsoleErrors: [
    [
      new RegExp(`status of 4(01|09|10|22|29) .*${identityUrl}/`),
      /status of 404 \(Not Found\) \(.*\/favicon\.ico\)/,
      /status of 401 \(Unauthorized\) \(.*\/api\/v1\/user\)/,
    ],
    { scope: "test" },
  ],
});

// Each journey signs an owner up (argon2id, e-mail code) before it starts: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openProviderLogin(page: Page) {
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
}

test("a visitor who opens the registration meets the sign-up form, one link from the login", async ({
  page,
}) => {
  await page.goto("/cadastro");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await expect(page.getByRole("heading", { name: "Criar conta Volkswagen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Já tem conta? Entrar" }).click();
  await expect(page.getByRole("heading", { name: "Entrar na conta Volkswagen" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
});

test("a visitor signs up with the code from the inbox, lands on /cadastro as a new user and logs out", async ({
  page,
  isMobile,
}) => {
  const owner = newOwnerData();
  await page.goto("/ofertas");
  await openProviderLogin(page);
  await expect(page.getByRole("heading", { name: "Entrar na conta Volkswagen" })).toBeVisible();
  await expect(page.getByText(/Sign-in|DEBUG/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { name: "Criar conta Volkswagen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await signUpOnProvider(page, owner);

  // SPEC.md section 6: a newUser is sent to /cadastro, whatever page the login started from; the
  // page asked for rides along, for after the registration.
  const registration = `${storefrontUrl}/cadastro?voltar=${encodeURIComponent("/ofertas")}`;
  await page.waitForURL(registration);
  await expect(page.getByRole("heading", { name: "Cadastro", level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Olá, ${owner.name}! Confira seus dados`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/ofertas");
  await page.waitForURL(registration);
  // A link followed inside the site leads there too: the client router keeps the layout, whose
  // gate sees only full loads.
  await page
    .getByRole("link", { name: "Volkswagen Ofertas: voltar para a página inicial" })
    .click();
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  await expect(page.getByRole("heading", { name: "Cadastro", level: 1 })).toBeVisible();
  // The site's files are no pages: they reach a newUser as they are.
  const illustration = await page.request.get("/illustrations/models/polo.svg", {
    maxRedirects: 0,
  });
  expect(illustration.status()).toBe(200);
  expect(illustration.headers()["content-type"]).toContain("image/svg+xml");

  const cookies = await page.context().cookies(storefrontUrl);
  const cookie = (name: string) => cookies.find((candidate) => candidate.name === name);
  for (const name of ["id_token", "access_token"]) {
    expect(cookie(name)).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
  }
  expect(cookie("exp_aut")).toMatchObject({ httpOnly: false, sameSite: "Lax" });
  // The identity token names its login at the provider: a logout there reaches this session.
  const idClaims = JSON.parse(
    Buffer.from(cookie("id_token")?.value.split(".")[1] ?? "", "base64url").toString(),
  ) as { sid?: string };
  expect(idClaims.sid).toMatch(/^\S{10,}$/);
  expect(cookie("expires_in")?.value).toBe("3600");
  const expiresAt = Number(cookie("exp_aut")?.value);
  expect(expiresAt - Date.now()).toBeGreaterThan(3500_000);
  expect(expiresAt - Date.now()).toBeLessThanOrEqual(3600_000);

  const account = page.getByRole("button", { name: `Olá, ${owner.name}` });
  await expect(account).toBeVisible();
  // The bar shows the first name; the button's label holds the whole one.
  if (!isMobile) await expect(account).toHaveText(owner.name.split(" ")[0] ?? "");
  await account.click();
  const drawer = page.getByRole("dialog", { name: `Olá, ${owner.name}` });
  await expect(drawer.getByRole("link", { name: "Minha conta" })).toHaveAttribute(
    "href",
    "/minha-conta",
  );
  // A booking under way in this tab, as the wizard keeps it.
  await page.evaluate(() => window.sessionStorage.setItem("bookingCart", '{"flow":"recall"}'));
  await drawer.getByRole("button", { name: "Sair" }).click();
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  // It leaves with the owner: the next person on this device does not find it.
  expect(await page.evaluate(() => window.sessionStorage.getItem("bookingCart"))).toBeNull();
  const names = (await page.context().cookies(storefrontUrl)).map((candidate) => candidate.name);
  expect(names).not.toContain("id_token");
  expect(names).not.toContain("exp_aut");
});

test("a logout link from another site asks the owner first; pressing Sair there ends the site's session too", async ({
  page,
}) => {
  await logInAsNewOwner(page);

  // Any page may link here: without the owner's own token as the hint, nothing ends by itself.
  await page.goto(`${identityUrl}/session/end`);
  await expect(page.getByRole("heading", { name: "Sair da Conta Volkswagen?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Continuar conectado e voltar ao site" }).click();
  // A new owner is taken on to /cadastro, signed in.
  await page.waitForURL(new RegExp(`^${storefrontUrl}/`));
  await page.goto("/minha-conta");
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();

  await page.goto(`${identityUrl}/session/end`);
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByRole("heading", { name: "Você saiu da sua conta" })).toBeVisible();
  // The provider's notice ended this browser's storefront session as well (decision 059).
  await page.goto("/minha-conta");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
});

test("a wrong password gets one generic message; the right one logs in", async ({ page }) => {
  const owner = newOwnerData();
  await page.goto("/");
  await openProviderLogin(page);
  await signUpOnProvider(page, owner);
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  await page.goto("about:blank");
  await page.context().clearCookies();

  await page.goto("/minha-conta");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(page, owner.email, "Senha#Errada1");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
  await logInOnProvider(page, "ninguem.cadastrado@example.com", "Senha#Errada1");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");

  // A protected page sends the visitor to login and back to the same place.
  await logInOnProvider(page, owner.email, owner.password);
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();

  // Back from a login made at once lands on its finished login page: the owner is taken to the
  // store, still signed in.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/minha-conta");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(page, owner.email, owner.password);
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
  await page.goBack();
  await page.waitForURL(new RegExp(`^${storefrontUrl}/`));
  await expect(page.getByText("Não foi possível continuar")).toHaveCount(0);
  await page.goto("/minha-conta");
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
});

test("Esqueci minha senha: the link from the inbox sets a new password once, and ends the site's other sessions", async ({
  page: otherComputer,
  browser,
}) => {
  const owner = newOwnerData();
  await otherComputer.goto("/");
  await openProviderLogin(otherComputer);
  await signUpOnProvider(otherComputer, owner);
  await otherComputer.waitForURL(`${storefrontUrl}/cadastro`);
  await expect(otherComputer.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();

  // The owner, on another browser, forgot the password that computer still holds a session with.
  const context = await browser.newContext({ baseURL: storefrontUrl });
  const page = await context.newPage();
  await page.goto("/");
  await openProviderLogin(page);
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { name: "Esqueci minha senha" })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await mailCount(owner.email);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toContainText("vale por 30 minutos");
  const [link] = await waitForMail(owner.email, /http\S+\/senha\/redefinir\?token=[\w-]+/, before);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Criar nova senha" })).toBeVisible();
  await page.getByLabel("Nova senha").fill("fraca");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText(/A senha deve ter de 8 a 64 caracteres/)).toBeVisible();
  await page.getByLabel("Nova senha").fill("Nova#Senha2026");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByRole("heading", { name: "Senha alterada" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "encerramos as sessões abertas da sua conta, no site e na Conta Volkswagen",
  );

  // The session the other computer held ends at once, not when its hour is up.
  await otherComputer.goto("/minha-conta");
  await otherComputer.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await otherComputer.goto("/");
  await expect(otherComputer.getByRole("button", { name: "Entrar" })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Este link já foi usado" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  await openProviderLogin(page);
  await logInOnProvider(page, owner.email, owner.password);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
  await logInOnProvider(page, owner.email, "Nova#Senha2026");
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  await context.close();
});

test("the session ends by itself once exp_aut has passed (clock emulation)", async ({ page }) => {
  await page.clock.install();
  const owner = newOwnerData();
  await page.goto("/");
  await openProviderLogin(page);
  await signUpOnProvider(page, owner);
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  await expect(page.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();

  await page.clock.fastForward("01:00:02");
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  const names = (await page.context().cookies(storefrontUrl)).map((cookie) => cookie.name);
  expect(names).not.toContain("id_token");
});

test("a session that runs out says so where the owner lands, and the next login returns to the page it left", async ({
  page,
}) => {
  await page.clock.install();
  const owner = await logInAsRegisteredOwner(page, "/garagem?view=meuveiculo");
  await expect(page.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();

  await page.clock.fastForward("01:00:02");
  await page.waitForURL(`${storefrontUrl}/`);
  await expect(
    page.getByRole("alert").filter({ hasText: "Sua sessão expirou. Entre novamente." }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Entrar" }).click();
  await page.getByRole("button", { name: "Entrar ou cadastrar" }).click();
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(page, owner.email, owner.password);
  await page.waitForURL(`${storefrontUrl}/garagem?view=meuveiculo`);
  await expect(page.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();

  // Said once: a later visit as a visitor is not told again.
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  await expect(page.getByText("Sua sessão expirou. Entre novamente.")).toHaveCount(0);
});

test("tokens in the page URL become cookies on the server and leave the address; forged ones are dropped", async ({
  page,
  browser,
}) => {
  const owner = newOwnerData();
  await page.goto("/");
  await openProviderLogin(page);
  await signUpOnProvider(page, owner);
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  const cookies = await page.context().cookies(storefrontUrl);
  const idToken = cookies.find((cookie) => cookie.name === "id_token")?.value ?? "";
  const accessToken = cookies.find((cookie) => cookie.name === "access_token")?.value ?? "";

  const other = await browser.newContext();
  const visitor = await other.newPage();
  const [header, payload] = idToken.split(".");
  const forged = `${header}.${payload}.AAAA`;
  await visitor.goto(
    `${storefrontUrl}/minha-conta?id_token=${forged}&access_token=x&expires_in=3600`,
  );
  expect(visitor.url()).not.toContain("id_token");
  expect((await other.cookies(storefrontUrl)).map((cookie) => cookie.name)).not.toContain(
    "id_token",
  );

  // The same valid tokens in a link followed from another site, or opened from a mail or chat
  // app (the browser says "none"): no session (login CSRF).
  const tokenUrl = `${storefrontUrl}/termos-de-uso?id_token=${idToken}&access_token=${accessToken}&expires_in=3600`;
  for (const fetchSite of ["cross-site", "none"]) {
    const fromElsewhere = await visitor.request.get(tokenUrl, {
      headers: { "sec-fetch-site": fetchSite },
      maxRedirects: 0,
    });
    expect(fromElsewhere.status()).toBe(303);
    expect(fromElsewhere.headers()["location"]).toBe("/termos-de-uso");
    expect(fromElsewhere.headers()["set-cookie"] ?? "").not.toContain("id_token=");
  }
  await visitor.goto(tokenUrl);
  await visitor.waitForURL(`${storefrontUrl}/termos-de-uso`);
  await expect(visitor.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect((await other.cookies(storefrontUrl)).map((cookie) => cookie.name)).not.toContain(
    "id_token",
  );

  // A navigation that starts on this site (the provider, the brand's other sites) logs in.
  await visitor.evaluate((address) => {
    window.location.href = address;
  }, tokenUrl);
  await expect(visitor.getByRole("button", { name: `Olá, ${owner.name}` })).toBeVisible();
  expect(visitor.url()).toBe(`${storefrontUrl}/termos-de-uso`);
  expect((await other.cookies(storefrontUrl)).map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(["id_token", "access_token", "expires_in", "exp_aut"]),
  );
  await other.close();
});

test("POST /api/v1/user answers the verified owner and refuses anything else", async ({
  page,
  request,
}) => {
  const owner = newOwnerData();
  await page.goto("/");
  await openProviderLogin(page);
  await signUpOnProvider(page, owner);
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  const idToken =
    (await page.context().cookies(storefrontUrl)).find((cookie) => cookie.name === "id_token")
      ?.value ?? "";
  const apiKey = process.env.API_KEY ?? "dev-api-key-change-me";
  const call = (token: string) =>
    request.post("/api/v1/user", {
      headers: { "api-key": apiKey, token, "access-token": "x" },
      data: {},
    });
  const valid = await call(idToken);
  expect(valid.status()).toBe(200);
  const body = (await valid.json()) as {
    user: { name: string; newUser: boolean };
    expiration: number;
  };
  expect(body.user).toMatchObject({ name: owner.name, newUser: true });
  expect(body.expiration).toBeGreaterThan(Date.now());

  const [header, payload, signature] = idToken.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<
    string,
    unknown
  >;
  const altered = Buffer.from(JSON.stringify({ ...claims, name: "Outra Pessoa" })).toString(
    "base64url",
  );
  const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
  for (const token of [`${header}.${altered}.${signature}`, `${none}.${payload}.`, "", "abc"]) {
    expect((await call(token)).status()).toBe(401);
  }
});

test("a tampered login transaction or a foreign return path never answers 500", async ({
  page,
  request,
}) => {
  // A refused callback lands on the home page, which says why and offers "Entrar" again.
  const state = "s".repeat(43);
  const tampered = await request.get(`/api/v1/auth-redirect/callback?code=x&state=${state}`, {
    headers: { cookie: `oidc_tx_${state}=eyJ2ZXJpZmllciI6IngifQ.forged` },
    maxRedirects: 0,
  });
  expect(tampered.status()).toBe(303);
  expect(tampered.headers().location).toBe("/?login=expirado");

  const bare = await request.get("/api/v1/auth-redirect/callback?code=x&state=y", {
    maxRedirects: 0,
  });
  expect(bare.status()).toBe(303);
  await page.goto(bare.headers().location ?? "");
  const notice = page.getByRole("alert").filter({ hasText: "Sessão de login expirada." });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Entrar" })).toHaveAttribute(
    "href",
    "/api/v1/auth-redirect/login?redirectToBack=%2F",
  );
  await expectNoAxeViolations(page);

  // The return path "/\t/evil.example/" is sent home, not to another site.
  await page.goto(
    `/api/v1/auth-redirect/login?redirectToBack=${encodeURIComponent("/\t/evil.example/")}`,
  );
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  const owner = newOwnerData();
  await signUpOnProvider(page, owner);
  await page.waitForURL((url) => url.origin === storefrontUrl);
  expect(new URL(page.url()).origin).toBe(storefrontUrl);
});

test("a sign-up with an e-mail already registered gets a message that names no one", async ({
  page,
}) => {
  const owner = newOwnerData();
  await page.goto("/");
  await openProviderLogin(page);
  await signUpOnProvider(page, owner);
  await page.waitForURL(`${storefrontUrl}/cadastro`);
  await page.goto("about:blank");
  await page.context().clearCookies();

  await page.goto("/");
  await openProviderLogin(page);
  await page.getByRole("link", { name: "Criar conta" }).click();
  await page.getByLabel("Nome completo").fill("Outra Pessoa Silva");
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("CPF").fill(newOwnerData().cpf);
  await page.getByLabel("Celular com DDD").fill("21987654321");
  await page.getByLabel("Senha").fill("Outra#Senha99");
  await page.getByLabel("Li e aceito os Termos de Uso").check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("este e-mail ou CPF já está cadastrado");
  // Someone whose CPF another person used has a way out.
  await expect(alert).toContainText("Central de Relacionamento Volkswagen: 0800 019 5775");
  await expect(alert).not.toContainText(owner.name);
});

test("an owner on a shopper's page gets the page visitors share, and the top bar greets them", async ({
  page,
  isMobile,
}) => {
  const owner = await logInAsRegisteredOwner(page, "/garagem");
  // Decision 075: the answer is the shared one, with nothing of the owner in it...
  const answer = await page.goto("/ofertas");
  expect(answer?.headers()["x-page-cache"]).toMatch(/^(hit|miss|stale)$/);
  expect(answer?.headers()["cache-control"]).toContain("public");
  expect(await answer?.text()).not.toContain(owner.name);
  // ...and the top bar asks who holds the session.
  const account = page.getByRole("banner").getByRole("button", { name: `Olá, ${owner.name}` });
  await expect(account).toBeVisible();
  if (!isMobile) await expect(account).toHaveText(owner.name.split(" ")[0] ?? "");
  await account.click();
  const drawer = page.getByRole("dialog", { name: `Olá, ${owner.name}` });
  await expect(drawer.getByRole("link", { name: "Minha conta" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a session the server no longer honours greets no one on a shopper's page", async ({
  page,
}) => {
  await page.goto("/ofertas");
  const expiresAt = Date.now() + 3_600_000;
  await page.context().addCookies(
    [
      ["id_token", "forjado"],
      ["access_token", "forjado"],
      ["expires_in", "3600"],
      ["exp_aut", String(expiresAt)],
    ].map(([name, value]) => ({ name: name ?? "", value: value ?? "", url: storefrontUrl })),
  );
  const asked = page.waitForResponse((response) => response.url().endsWith("/api/v1/user"));
  await page.goto("/ofertas");
  expect((await asked).status()).toBe(401);
  await expect(page.getByRole("banner").getByRole("button", { name: "Entrar" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Olá, / })).toHaveCount(0);
});
