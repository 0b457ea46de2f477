import { readFileSync } from "node:fs";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { mailCount, waitForMail } from "./mail-inbox";
import { logInAsNewOwner, logInOnProvider, randomCpf } from "./owner-session";
import { e2eApiKey, identityUrl, storefrontUrl } from "./ports";

// The provider answers a refused form with its status (401 wrong password, 409 duplicate, 410 used
// link, 422 invalid field), which the browser logs; the storefront has no favicon.ico yet.
test.use({
  expectedConsoleErrors: [
    [
      new RegExp(`status of 4(01|09|10|22|29) .*${identityUrl}/`),
      new RegExp(`status of 4(09|22) .*${storefrontUrl}/api/v1/core/`),
      // The deletion's journey has its first try answered 503 by the test itself.
      new RegExp(`status of 503 .*${storefrontUrl}/api/v1/core/user`),
      /status of 404 \(Not Found\) \(.*\/favicon\.ico\)/,
    ],
    { scope: "test" },
  ],
});

// Each journey signs an owner up (argon2id, e-mail code) before it starts: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("offline", () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
  test("a send whose code cannot load says so, and the typed data stays", async ({ page }) => {
    await logInAsNewOwner(page, "/minha-conta");
    await page.waitForURL(`${storefrontUrl}/minha-conta`);
    await page.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
    // The forms' rules and the API client load on the first send: the network is gone by then.
    await page.route("**/_next/static/chunks/**", (route) => route.abort("internetdisconnected"));
    const passwordForm = page.getByRole("form", { name: "Senha", exact: true });
    await passwordForm.getByLabel("Senha atual").fill("Atual#Senha2026");
    await passwordForm.getByLabel("Nova senha").fill("Outra#Senha2026");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expect(
      page.getByText("Sem conexão. Verifique sua internet e tente novamente."),
    ).toBeVisible();
    await expect(passwordForm.getByLabel("Nova senha")).toHaveValue("Outra#Senha2026");
    await expect(page.getByRole("button", { name: "Alterar senha" })).toBeEnabled();
  });
});

test("a CEP is written 01310-100, says the street is not known, and then asks for street and number", async ({
  page,
}) => {
  await logInAsNewOwner(page, "/minha-conta");
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
  await page.getByRole("button", { name: "Recusar" }).click();
  const cep = page.getByLabel("CEP");
  await cep.pressSequentially("01310100");
  await expect(cep).toHaveValue("01310-100");
  await expect(page.getByLabel("Cidade")).toHaveValue("São Paulo");
  await expect(page.getByLabel("Estado (UF)")).toHaveValue("SP");
  // The embedded CEP table knows the city, not the street: the note, read as it appears, says so.
  const note = "CEP de São Paulo - SP. Não temos a rua deste CEP: informe Rua / Avenida e Número.";
  await expect(page.getByRole("status").filter({ hasText: note })).toBeVisible();
  await expect(cep).toHaveAccessibleDescription(note);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("Com o CEP, informe também a rua ou avenida.")).toBeVisible();
  await expect(
    page.getByText("Com o CEP, informe também o número, ou S/N para endereço sem número."),
  ).toBeVisible();
  await expect(page.getByLabel("Rua / Avenida")).toBeFocused();
  await expectNoAxeViolations(page);
  // The API refuses the same address with a 400 naming both fields, never a 500.
  const refused = await page.request.put("/api/v1/core/user", {
    headers: { "api-key": e2eApiKey },
    data: {
      name: await page.getByLabel("Nome completo").inputValue(),
      cpf: randomCpf(),
      phone: "(11) 91234-5678",
      address: { cep: "01310100", city: "São Paulo", state: "SP" },
      contactPreference: 1,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toMatchObject({
    "address.street": "Com o CEP, informe também a rua ou avenida.",
    "address.number": "Com o CEP, informe também o número, ou S/N para endereço sem número.",
  });

  await page.getByLabel("Rua / Avenida").fill("Avenida Paulista");
  await page.getByLabel("Número").fill("1000");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dados salvos." })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel("CEP")).toHaveValue("01310-100");

  // A CEP outside a capital gives its state only: a city of another state is cleared, and the
  // city the note asks for is asked for on saving too.
  await page.getByLabel("CEP").fill("");
  await page.getByLabel("CEP").pressSequentially("30000000");
  await expect(page.getByLabel("Cidade")).toHaveValue("Belo Horizonte");
  await page.getByLabel("CEP").fill("");
  await page.getByLabel("CEP").pressSequentially("38400000");
  const stateNote =
    "CEP do estado MG. Não temos a cidade nem a rua deste CEP: informe Cidade, Rua / Avenida e Número.";
  await expect(page.getByRole("status").filter({ hasText: stateNote })).toBeVisible();
  await expect(page.getByLabel("Estado (UF)")).toHaveValue("MG");
  await expect(page.getByLabel("Cidade")).toHaveValue("Belo Horizonte");
  await page.getByLabel("CEP").fill("");
  await page.getByLabel("CEP").pressSequentially("13010000");
  await expect(page.getByLabel("Estado (UF)")).toHaveValue("SP");
  await expect(page.getByLabel("Cidade")).toHaveValue("");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("Com o CEP, informe também a cidade.")).toBeVisible();
  await expect(page.getByLabel("Cidade")).toBeFocused();
  await page.getByLabel("Cidade").fill("Campinas");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dados salvos." })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel("CEP")).toHaveValue("13010-000");
  await expect(page.getByLabel("Cidade")).toHaveValue("Campinas");
});

test("Minha conta: edit the data with the CEP lookup, change e-mail and password", async ({
  page,
  browser,
}) => {
  const owner = await logInAsNewOwner(page, "/minha-conta");
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
  // The consent banner sits over the page bottom until the visitor decides.
  await page.getByRole("button", { name: "Recusar" }).click();
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue(owner.name);
  await expect(page.getByText(`E-mail atual: ${owner.email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("CPF").fill("123.456.789-00");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByText("Informe um CPF válido.")).toBeVisible();
  // A refusal puts the keyboard on the field to correct, its message read with it.
  await expect(page.getByLabel("CPF")).toBeFocused();
  await expect(page.getByLabel("CPF")).toHaveAccessibleDescription("Informe um CPF válido.");

  const cpf = randomCpf();
  await page.getByLabel("Nome completo").fill("Fernanda Lima Souza");
  await page.getByLabel("CPF").fill(cpf);
  await page.getByLabel("Celular com DDD").fill("(21) 99876-5432");
  await page.getByLabel("CEP").fill("20040-002");
  await page.getByLabel("Rua / Avenida").focus();
  await expect(page.getByLabel("Cidade")).toHaveValue("Rio de Janeiro");
  await expect(page.getByLabel("Estado (UF)")).toHaveValue("RJ");
  await page.getByLabel("Rua / Avenida").fill("Avenida Rio Branco");
  // Only the 27 states' codes, and a number in digits or S/N: the form says so beside each field.
  await page.getByLabel("Número").fill("abc");
  await page.getByLabel("Estado (UF)").fill("XX");
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(
    page.getByText(
      "Informe o número com algarismos, como 123 ou 123A, ou S/N para endereço sem número.",
    ),
  ).toBeVisible();
  await expect(
    page.getByText("Informe a sigla de um estado brasileiro, como SP, RJ ou DF."),
  ).toBeVisible();
  await expect(page.getByLabel("Número")).toBeFocused();
  // The API, the rule's authority, answers the same to a caller that skips the form.
  const refused = await page.request.put("/api/v1/core/user", {
    headers: { "api-key": e2eApiKey },
    data: {
      name: "Fernanda Lima Souza",
      cpf,
      phone: "(21) 99876-5432",
      address: { number: "abc", state: "XX" },
      contactPreference: 3,
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.fields).toMatchObject({
    "address.number":
      "Informe o número com algarismos, como 123 ou 123A, ou S/N para endereço sem número.",
    "address.state": "Informe a sigla de um estado brasileiro, como SP, RJ ou DF.",
  });
  await page.getByLabel("Estado (UF)").fill("RJ");
  await page.getByLabel("Número").fill("156");
  await page.getByLabel("Bairro").fill("Centro");
  await page.getByLabel("WhatsApp").check();
  // Revision reminders are on until the owner turns them off.
  const reminders = page.getByLabel(
    "Avisar quando a próxima revisão do meu veículo estiver chegando",
  );
  await expect(reminders).toBeChecked();
  await expect(reminders).toHaveAccessibleDescription(
    "Um mês antes da data da revisão ou 1.000 km antes da quilometragem, o que vier primeiro.",
  );
  await reminders.uncheck();
  await page.getByRole("button", { name: "Salvar dados" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dados salvos." })).toBeFocused();
  // From the next page on, the top bar greets by the name just saved, not by the login's.
  await page.reload();
  await expect(
    page.getByRole("banner").getByRole("button", { name: /^Olá, / }),
  ).toHaveAccessibleName("Olá, Fernanda Lima Souza");
  // The bar itself shows the first name, whole, where a full name was cut short.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Olá, / })).toHaveText(
    "Fernanda",
  );
  await expect(page.getByLabel("Nome completo")).toHaveValue("Fernanda Lima Souza");
  await expect(page.getByLabel("CPF")).toHaveValue(
    cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4"),
  );
  await expect(page.getByLabel("Celular com DDD")).toHaveValue("(21) 99876-5432");
  await expect(page.getByLabel("Rua / Avenida")).toHaveValue("Avenida Rio Branco");
  await expect(page.getByLabel("WhatsApp")).toBeChecked();
  await expect(
    page.getByLabel("Avisar quando a próxima revisão do meu veículo estiver chegando"),
  ).not.toBeChecked();

  // A session alone cannot move the account to another address: the password comes first, and a
  // wrong one mails nothing.
  const newEmail = owner.email.replace("@", ".novo@");
  const emailSection = page.getByRole("region", { name: "E-mail de acesso" });
  const emailPassword = emailSection.getByLabel("Senha atual");
  await emailSection.getByLabel("Novo e-mail").fill(newEmail);
  await emailPassword.fill("Errada#1234");
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(emailSection.getByText("Senha atual incorreta.")).toBeVisible();
  await expect(emailPassword).toBeFocused();
  await expect(emailPassword).toHaveAccessibleDescription(/Senha atual incorreta\./);
  expect(await mailCount(newEmail)).toBe(0);
  // The account's own address is no change.
  await emailSection.getByLabel("Novo e-mail").fill(owner.email.toUpperCase());
  await emailPassword.fill(owner.password);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(emailSection.getByLabel("Novo e-mail")).toBeFocused();
  await expect(emailSection.getByLabel("Novo e-mail")).toHaveAccessibleDescription(
    "Este já é o e-mail da sua conta. Informe um e-mail diferente.",
  );
  // A mistyped address: its code goes nowhere useful, and the owner goes back to correct it.
  const mistyped = owner.email.replace("@", ".nvo@");
  await emailSection.getByLabel("Novo e-mail").fill(mistyped);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${mistyped}.`)).toBeVisible();
  await page.getByRole("button", { name: "Corrigir e-mail ou pedir outro código" }).click();
  await expect(emailSection.getByLabel("Novo e-mail")).toBeFocused();
  // The address the code went to is there to correct, not to type again.
  await expect(emailSection.getByLabel("Novo e-mail")).toHaveValue(mistyped);
  await emailSection.getByLabel("Novo e-mail").fill(newEmail);
  await emailPassword.fill(owner.password);
  await page.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${newEmail}.`)).toBeVisible();
  // The form gives way to the code's, and the keyboard goes on to its field.
  const codeField = page.getByLabel("Código de verificação");
  await expect(codeField).toBeFocused();
  const [, code] = await waitForMail(newEmail, /código de verificação é (\d{6})/);
  await codeField.fill("12");
  await page.getByRole("button", { name: "Confirmar novo e-mail" }).click();
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(
    "Informe o código de 6 dígitos enviado para o seu e-mail.",
  );
  await codeField.fill(code ?? "");
  await page.getByRole("button", { name: "Confirmar novo e-mail" }).click();
  await expect(page.getByText(`E-mail atual: ${newEmail}`)).toBeVisible();
  // The code's form is gone: the outcome takes the keyboard.
  await expect(page.getByRole("status").filter({ hasText: "E-mail alterado." })).toBeFocused();
  // The address the account left is told of the change.
  await waitForMail(
    owner.email,
    new RegExp(`foi alterado para ${newEmail.replace(/[.+]/g, "\\$&")}`),
  );

  // The same owner logged in on another computer, with the password about to change.
  const otherComputer = await browser.newContext();
  const otherPage = await otherComputer.newPage();
  await otherPage.goto(`${storefrontUrl}/minha-conta`);
  await otherPage.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(otherPage, newEmail, owner.password);
  await otherPage.waitForURL(`${storefrontUrl}/minha-conta`);

  const passwordForm = page.getByRole("form", { name: "Senha", exact: true });
  await passwordForm.getByLabel("Senha atual").fill("Errada#1234");
  await passwordForm.getByLabel("Nova senha").fill("Outra#Senha2026");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(passwordForm.getByText("Senha atual incorreta.")).toBeVisible();
  await expect(passwordForm.getByLabel("Senha atual")).toBeFocused();
  await expect(passwordForm.getByLabel("Senha atual")).toHaveAccessibleDescription(
    "Senha atual incorreta.",
  );
  // The password in use is no new password: refused before it reaches the provider.
  await passwordForm.getByLabel("Senha atual").fill(owner.password);
  await passwordForm.getByLabel("Nova senha").fill(owner.password);
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(passwordForm.getByLabel("Nova senha")).toBeFocused();
  await expect(passwordForm.getByLabel("Nova senha")).toHaveAccessibleDescription(
    /A nova senha deve ser diferente da atual\./,
  );
  await passwordForm.getByLabel("Nova senha").fill("Outra#Senha2026");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Senha alterada." })).toBeFocused();

  // The other computer's session ended with the old password; this one goes on.
  await otherPage.goto(`${storefrontUrl}/minha-conta`);
  await otherPage.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await otherComputer.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();

  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/minha-conta");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(page, newEmail, "Outra#Senha2026");
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
});

test("Minha conta: download my data, then delete the account for good", async ({ page }) => {
  const owner = await logInAsNewOwner(page, "/minha-conta");
  await page.waitForURL(`${storefrontUrl}/minha-conta`);
  await page.getByRole("button", { name: "Recusar" }).click();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar meus dados" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-volkswagen-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as {
    account: { name: string; email: string };
    termsOfUseAcceptances: { version: string }[];
  };
  expect(data.account).toMatchObject({ name: owner.name, email: owner.email });
  expect(data.termsOfUseAcceptances).toHaveLength(1);

  const deleteButton = page.getByRole("button", { name: "Excluir minha conta" });
  await deleteButton.click();
  const dialog = page.getByRole("dialog", { name: "Excluir sua conta?" });
  await expect(dialog).toBeVisible();
  // Escape closes it and focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole("button", { name: "Excluir definitivamente" });
  await expect(confirm).toBeDisabled();
  // The word as the dialog asks it, in capitals: "excluir" does not confirm.
  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("excluir");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Digite EXCLUIR para confirmar").fill("EXCLUIR");
  await expect(confirm).toBeEnabled();
  // The word alone is not enough: a wrong password deletes nothing and lands on its field.
  const password = dialog.getByLabel("Senha atual");
  await password.fill("Errada#1234");
  await confirm.click();
  await expect(dialog.getByText("Senha atual incorreta.")).toBeVisible();
  await expect(password).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(
    (await page.request.get("/api/v1/core/user", { headers: { "api-key": e2eApiKey } })).status(),
  ).toBe(200);
  await password.fill(owner.password);
  // A failure that is not the password's is said in the dialog, and the keyboard, dropped by the
  // button disabled while waiting, goes to it.
  let failedOnce = false;
  await page.route("**/api/v1/core/user", async (route) => {
    if (failedOnce || route.request().method() !== "DELETE") return route.fallback();
    failedOnce = true;
    await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
  });
  await confirm.click();
  await expect(
    dialog.getByRole("alert").filter({ hasText: "Não foi possível concluir agora." }),
  ).toBeFocused();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await page.unroute("**/api/v1/core/user");
  const deletion = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/v1/core/user" &&
      response.request().method() === "DELETE",
  );
  await password.press("Enter");
  expect((await deletion).status()).toBe(200);
  // The page's 1-second session check may see the cleared cookies first and start its own
  // logout: one of the two navigations is aborted, so the address is polled, not awaited. The
  // logout passes through the provider, which a loaded machine answers in seconds.
  await expect(page).toHaveURL((url) => url.origin === storefrontUrl && url.pathname === "/", {
    timeout: 20_000,
  });
  await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
  expect((await page.context().cookies(storefrontUrl)).map((cookie) => cookie.name)).not.toContain(
    "id_token",
  );
  // Where the deletion sends the browser (unless the session check's logout got there first),
  // the home page says what happened.
  await page.goto("/?conta=excluida");
  await expect(page.getByRole("status").filter({ hasText: "Sua conta foi excluída." })).toHaveText(
    "Sua conta foi excluída. Apagamos seus dados, veículos e agendamentos; para voltar, crie uma nova conta.",
  );
  await expectNoAxeViolations(page);

  // The provider forgot the account: its password no longer logs in, and no mail is sent for it.
  await page.goto("/minha-conta");
  await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
  await logInOnProvider(page, owner.email, owner.password);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos.");
  const before = await mailCount(owner.email);
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.waitForTimeout(500);
  expect(await mailCount(owner.email)).toBe(before);
});

test("the terms of use page shows the current version", async ({ page }) => {
  await page.goto("/termos-de-uso");
  await expect(
    page.getByRole("heading", { name: "Termos de Uso da conta Volkswagen" }),
  ).toBeVisible();
  await expect(page.getByText(/^Versão \d{4}-\d{2}, publicada em/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor on a protected page goes to login, and one who opens the registration to sign-up", async ({
  page,
}) => {
  for (const [path, heading] of [
    ["/minha-conta", "Entrar na conta Volkswagen"],
    // "Adicionar veículo" from the garage: an owner whose session ended logs in again.
    ["/cadastro?novoVeiculo=1", "Entrar na conta Volkswagen"],
    ["/cadastro", "Criar conta Volkswagen"],
  ] as const) {
    await page.goto(path);
    await page.waitForURL(new RegExp(`^${identityUrl}/interaction/`));
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});
