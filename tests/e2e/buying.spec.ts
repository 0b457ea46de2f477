import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const apiKey = "dev-api-key-change-me";

interface PushedEvent {
  event: string;
  items?: Record<string, unknown>[];
  transaction_id?: string;
}
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: PushedEvent[] }).dataLayer ?? []);

/** A national model offer (sold by every dealer), from the real offers API. */
async function modelOffer(request: APIRequestContext) {
  const response = await request.get("/api/v1/offers/byPage?page=1&size=48", {
    headers: { "api-key": apiKey },
  });
  const { offers } = (await response.json()) as {
    offers: { slug: string; kind: string; title: string; price: number }[];
  };
  const offer = offers.find((item) => item.kind === "model");
  if (!offer) throw new Error("no model offer in the seed");
  return offer;
}

async function acceptCookies(page: Page) {
  await page
    .getByRole("region", { name: "Aviso de cookies" })
    .getByRole("button", { name: "Aceitar cookies" })
    .click();
}

/** A model offer's page, with the cookie choice made so the banner is out of the way. */
async function openModelOffer(page: Page, request: APIRequestContext) {
  const offer = await modelOffer(request);
  await page.goto(`/ofertas/${offer.slug}`);
  await acceptCookies(page);
  return offer;
}

const reais = (value: number) => Math.round(value).toLocaleString("pt-BR");

test("without a clipboard (a plain-http address), sharing a simulation shows the link to copy", async ({
  page,
  request,
}) => {
  // Browsers give no clipboard to pages served over plain http, as a self-hosted store may be.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
  });
  await openModelOffer(page, request);
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(dialog.getByTestId("simulation-instalment")).toContainText("48x de R$");
  await dialog.getByRole("button", { name: "Copiar link da simulação" }).click();
  await expect(dialog.getByText("Não foi possível copiar. Copie o link abaixo.")).toBeVisible();
  await expect(dialog.getByText("Link da simulação copiado")).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Link da simulação" })).toHaveValue(page.url());
  await expect(page).toHaveURL(/simulacao=1/);
});

test("simulate financing on an offer, change down payment and term, share the link", async ({
  page,
  request,
  context,
}) => {
  const offer = await openModelOffer(page, request);
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(dialog).toBeVisible();
  const instalment = dialog.getByTestId("simulation-instalment");
  await expect(instalment).toContainText("48x de R$");
  await expect(dialog.getByText("CET (custo efetivo total)")).toBeVisible();
  await expect(dialog.getByText("Tarifa de cadastro")).toBeVisible();
  await expect(dialog.getByText("IOF", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(async () => (await dataLayer(page)).find((event) => event.event === "add_to_cart"))
    .toMatchObject({ items: [{ brand: "Volkswagen", currency: "BRL", list_id: "cdc" }] });

  const before = await instalment.textContent();
  const down = dialog.getByRole("textbox", { name: "Entrada (R$)" });
  await down.fill(String(Math.round(offer.price * 0.5)));
  await expect(instalment).not.toHaveText(before ?? "");
  await dialog.getByRole("radio", { name: "60 meses" }).check();
  await expect(instalment).toContainText("60x de R$");
  const shownInstalment = await instalment.textContent();

  // Below the minimum: a field message in pt-BR and no result.
  await down.fill("1000");
  await expect(dialog.getByText(/A entrada mínima é de 20% do valor do veículo/)).toBeVisible();
  await expect(instalment).toHaveCount(0);
  // A simulation with no result is not offered for sharing.
  await expect(dialog.getByRole("button", { name: "Copiar link da simulação" })).toBeHidden();
  // Letters leave the field empty: it asks for an amount.
  await down.fill("abc");
  await expect(down).toHaveValue("");
  await expect(dialog.getByText("Informe um valor em reais.")).toBeVisible();
  await expect(dialog.getByText(/A entrada mínima é de 20%/)).toHaveCount(0);
  await down.fill(String(Math.round(offer.price * 0.5)));
  await expect(instalment).toHaveText(shownInstalment ?? "");
  await expect(dialog.getByRole("button", { name: "Copiar link da simulação" })).toBeVisible();

  await expect(page).toHaveURL(/simulacao=1/);
  await expect(page).toHaveURL(new RegExp(`entrada=${Math.round(offer.price * 0.5)}`));
  await expect(page).toHaveURL(/prazo=60/);
  const shared = page.url();

  const other = await context.newPage();
  await other.goto(shared);
  const sharedDialog = other.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(sharedDialog.getByTestId("simulation-instalment")).toHaveText(shownInstalment ?? "");
  await expect(sharedDialog.getByRole("textbox", { name: "Entrada (R$)" })).toHaveValue(
    reais(offer.price * 0.5),
  );
  await other.close();

  await dialog.getByRole("button", { name: "Fechar simulador" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Simular financiamento" })).toBeFocused();
});

test("a simulation link edited by hand opens the first figures and says so", async ({
  page,
  request,
}) => {
  const offer = await openModelOffer(page, request);
  await page.goto(`/ofertas/${offer.slug}?simulacao=1&plano=cdc&entrada=abc&prazo=48`);
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  const notice = dialog.getByText(
    "Não foi possível ler a simulação deste link. Mostramos a simulação inicial desta oferta.",
  );
  await expect(notice).toBeVisible();
  await expect(dialog.getByTestId("simulation-instalment")).toContainText("x de R$");
  await expectNoAxeViolations(page);
  // The shopper's own change is a simulation of theirs: the notice goes.
  await dialog.getByRole("radio", { name: "60 meses" }).check();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/prazo=60/);
  await expect(page).not.toHaveURL(/entrada=abc/);
});

test("send a purchase intention with the simulation and see the protocol", async ({
  page,
  request,
}) => {
  const offer = await modelOffer(request);
  const down = Math.round(offer.price * 0.3);
  await page.goto(`/ofertas/${offer.slug}?plano=balloon&entrada=${down}&prazo=36`);
  await acceptCookies(page);
  const form = page.getByRole("region", { name: "Tenho interesse" });
  // Below the offer and its dealers, the form is in the first HTML, and its interactive code
  // arrives as the shopper scrolls towards it (the simulation's note is that code's).
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toBeAttached();
  await form.scrollIntoViewIfNeeded();
  await expect(
    form.getByText("A simulação de financiamento aberta será enviada junto."),
  ).toBeVisible();

  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(form.getByText("Informe seu nome completo.")).toBeVisible();
  await expect(form.getByText("Informe um e-mail válido, como nome@exemplo.com.br.")).toBeVisible();
  await expect(form.getByText("É preciso aceitar os termos para enviar.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByRole("textbox", { name: "Nome completo" }).fill("Joana Pereira");
  await form.getByRole("textbox", { name: "E-mail" }).fill("joana@exemplo.com.br");
  const phone = form.getByRole("textbox", { name: "Celular ou telefone" });
  await phone.pressSequentially("11987654321");
  await expect(phone).toHaveValue("(11) 98765-4321");
  const cpf = form.getByRole("textbox", { name: "CPF (opcional)" });
  await cpf.pressSequentially("52998224726");
  await cpf.blur();
  await expect(form.getByText("CPF inválido. Confira os números.")).toBeVisible();
  await cpf.fill("529.982.247-25");
  await form.getByRole("radio", { name: "WhatsApp" }).check();
  await expect(form.getByRole("combobox", { name: "Concessionária" })).not.toHaveValue("");
  // What the shopper accepts is one click away, in a new tab that leaves the typed form as it is.
  const policy = form.getByRole("link", { name: "Política de Privacidade (abre em nova aba)" });
  await expect(policy).toHaveAttribute(
    "href",
    "https://www.vw.com.br/pt/aviso-de-privacidade.html",
  );
  await expect(policy).toHaveAttribute("target", "_blank");
  await form.getByRole("checkbox", { name: /Li e aceito a Política de Privacidade/ }).check();
  // A landline cannot answer on WhatsApp: the form says so on the phone, and sends nothing.
  await phone.fill("(11) 3456-7890");
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(
    form.getByText("Para contato por WhatsApp, informe um celular com DDD."),
  ).toBeVisible();
  await expect(phone).toBeFocused();
  await phone.fill("(11) 98765-4321");
  await form.getByRole("button", { name: "Enviar" }).click();

  const confirmation = page.getByRole("region", { name: "Recebemos seu interesse!" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByTestId("lead-protocol")).toHaveText(/^VW-\d{6}-[0-9A-Z]{6}$/);
  await expect(page.getByRole("heading", { name: "Recebemos seu interesse!" })).toBeFocused();
  // Pending until a dealer system has it: the page says what happens, and promises no deadline.
  await expect(confirmation).toContainText(
    "Seu pedido foi registrado e está a caminho da concessionária",
  );
  await expect(confirmation).not.toContainText("1 dia útil");
  const protocol = await confirmation.getByTestId("lead-protocol").textContent();

  // Another request, to another dealer: the contact is kept, the keyboard is on the dealer, and
  // the consent is asked again.
  await page.getByRole("button", { name: "Enviar outro pedido" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("combobox", { name: "Concessionária" })).toBeFocused();
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Joana Pereira");
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue("joana@exemplo.com.br");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await expect(form.getByRole("checkbox", { name: /Li e aceito/ })).not.toBeChecked();
  const events = (await dataLayer(page)).map((event) => event.event);
  expect(events).toContain("form_start");
  expect((await dataLayer(page)).find((event) => event.event === "purchase")).toMatchObject({
    transaction_id: protocol,
  });
  await expectNoAxeViolations(page);
});

test("a simulation the offer refuses never holds back the purchase intention", async ({
  page,
  request,
}) => {
  const offer = await openModelOffer(page, request);
  const form = page.getByRole("region", { name: "Tenho interesse" });
  const note = form.getByText("A simulação de financiamento aberta será enviada junto.");
  // Left unfinished in the simulator: the address keeps no figures, and the form sends none.
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  await expect(dialog.getByTestId("simulation-instalment")).toContainText("x de R$");
  await expect(page).toHaveURL(/entrada=/);
  await dialog.getByRole("textbox", { name: "Entrada (R$)" }).fill("1000");
  await expect(dialog.getByText(/A entrada mínima é de 20%/)).toBeVisible();
  await expect(page).not.toHaveURL(/entrada=/);
  await dialog.getByRole("button", { name: "Fechar simulador" }).click();
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toBeEditable();
  await expect(note).toHaveCount(0);

  // A link edited by hand below the minimum down payment: the lead goes without it, and says so.
  await page.goto(`/ofertas/${offer.slug}?plano=cdc&entrada=1000&prazo=48`);
  await form.scrollIntoViewIfNeeded();
  await expect(note).toBeVisible();
  await form.getByRole("textbox", { name: "Nome completo" }).fill("Paulo Andrade");
  await form.getByRole("textbox", { name: "E-mail" }).fill("paulo.sem.simulacao@exemplo.com.br");
  await form.getByRole("textbox", { name: "Celular ou telefone" }).fill("(11) 98765-4321");
  await form.getByRole("checkbox", { name: /Li e aceito a Política de Privacidade/ }).check();
  await form.getByRole("button", { name: "Enviar" }).click();
  const confirmation = page.getByRole("region", { name: "Recebemos seu interesse!" });
  await expect(confirmation.getByTestId("lead-protocol")).toHaveText(/^VW-\d{6}-[0-9A-Z]{6}$/);
  await expect(confirmation).toContainText(
    "A simulação de financiamento não foi enviada: seus valores não valem para esta oferta.",
  );
});

test("after a location change the purchase intention goes to the dealer its select shows", async ({
  page,
  request,
}) => {
  await openModelOffer(page, request);
  const form = page.getByRole("region", { name: "Tenho interesse" });
  await form.scrollIntoViewIfNeeded();
  const dealer = form.getByRole("combobox", { name: "Concessionária" });
  await expect(dealer.locator("option").first()).toContainText("/SP");
  await form.getByRole("textbox", { name: "Nome completo" }).fill("Rita Nogueira");

  // The page renders again in place around Manaus: what was typed stays, the dealers change.
  await page.getByRole("button", { name: /^Localização: .*\. Alterar localização$/ }).click();
  const chooser = page.getByRole("dialog", { name: "Escolha sua localização" });
  await chooser.getByRole("combobox", { name: "Cidade ou CEP" }).fill("manaus");
  await chooser.getByRole("option", { name: "Manaus - AM" }).click();
  await chooser.getByRole("button", { name: "Confirmar" }).click();
  await expect(dealer.locator("option").first()).toContainText("/AM");
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Rita Nogueira");
  const shown = (await dealer.locator("option:checked").textContent())?.split(" — ")[0] ?? "";
  expect(shown).not.toBe("");

  await form.getByRole("textbox", { name: "E-mail" }).fill("rita.manaus@exemplo.com.br");
  await form.getByRole("textbox", { name: "Celular ou telefone" }).fill("(92) 98765-4321");
  await form.getByRole("checkbox", { name: /Li e aceito a Política de Privacidade/ }).check();
  await form.getByRole("button", { name: "Enviar" }).click();
  const confirmation = page.getByRole("region", { name: "Recebemos seu interesse!" });
  await expect(confirmation).toContainText(`a caminho da concessionária ${shown}.`);
});

test("the simulator's code is not on the offer page until it is opened", async ({
  page,
  request,
}) => {
  const offer = await modelOffer(request);
  const scripts: string[] = [];
  page.on("request", (item) => {
    if (item.resourceType() === "script") scripts.push(item.url());
  });
  const rates: string[] = [];
  page.on("request", (item) => {
    if (item.url().includes("/api/v1/financing/rates")) rates.push(item.url());
  });
  await page.goto(`/ofertas/${offer.slug}`);
  await page.waitForLoadState("networkidle");
  const firstLoad = scripts.length;
  expect(rates).toEqual([]);
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  await expect(page.getByRole("dialog", { name: "Simulador de financiamento" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(firstLoad);
  expect(rates).toHaveLength(1);
});

test("a financing offer's simulator opens at the advertised terms with the card's instalment, and says where the rate holds", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/v1/offers/byPage?page=1&size=48&buyType=financing", {
    headers: { "api-key": apiKey },
  });
  const { offers } = (await response.json()) as {
    offers: {
      id: number;
      slug: string;
      financing: { downPayment: number; installments: number; monthlyRatePercent: string } | null;
    }[];
  };
  const zero = offers.find((offer) => offer.financing?.monthlyRatePercent === "0,00") ?? offers[0];
  if (!zero?.financing) throw new Error("no financing offer near the default place");
  const { downPayment, installments, monthlyRatePercent: rate } = zero.financing;

  await page.goto(`/ofertas/${zero.slug}`);
  await acceptCookies(page);
  const advertised = page.getByText(new RegExp(`^${installments}x de R\\$`)).first();
  const advertisedText = (await advertised.textContent())?.trim() ?? "";
  // A credit advertisement states its CET beside the rate: fees and IOF make it above 0%.
  await expect(page.getByText(`Taxa de ${rate}% a.m. · CET de `).first()).toBeVisible();
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  const instalment = dialog.getByTestId("simulation-instalment");
  await expect(instalment).toHaveText(advertisedText);
  await expect(dialog.getByRole("textbox", { name: "Entrada (R$)" })).toHaveValue(
    reais(downPayment),
  );
  await expect(dialog.getByRole("radio", { name: `${installments} meses` })).toBeChecked();
  await expect(
    dialog.getByText(`Condição desta oferta aplicada: taxa de ${rate}% ao mês`, { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText(`${rate}% ao mês (`, { exact: false })).toContainText(
    "taxa da oferta",
  );
  await expectNoAxeViolations(page);

  // A longer term leaves the offer's condition: the table's rate, said in words, and a way back.
  await dialog.getByRole("radio", { name: "48 meses" }).check();
  await expect(instalment).toContainText("48x de R$");
  await expect(dialog.getByText(/desta oferta vale no plano CDC/)).toBeVisible();
  await dialog.getByRole("button", { name: "Usar a condição da oferta" }).click();
  await expect(instalment).toHaveText(advertisedText);

  // The comparison shows the instalments, not only the price.
  await page.goto(`/ofertas/comparar?ofertas=${zero.id}`);
  const row = page.getByRole("row", { name: /^Condição de pagamento/ });
  await expect(row).toContainText(advertisedText);
  await expect(row).toContainText(`Taxa de ${rate}% a.m.`);
});

test("the down payment reads a pt-BR amount with centavos, and the slider reaches the stated ends", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/v1/offers/byPage?page=1&size=48&buyType=financing", {
    headers: { "api-key": apiKey },
  });
  const { offers } = (await response.json()) as { offers: { slug: string }[] };
  const offer = offers[0];
  if (!offer) throw new Error("no financing offer near the default place");

  await page.goto(`/ofertas/${offer.slug}`);
  await acceptCookies(page);
  await page.getByRole("button", { name: "Simular financiamento" }).click();
  const dialog = page.getByRole("dialog", { name: "Simulador de financiamento" });
  const hint = await dialog.getByText(/^De R\$\s[\d.,]+ a R\$\s[\d.,]+$/).textContent();
  const [, minText = "", maxText = ""] =
    /De R\$\s([\d.,]+) a R\$\s([\d.,]+)/.exec(hint ?? "") ?? [];
  const reaisOf = (text: string) => Number(text.replace(/\./g, "").replace(",", "."));
  const [min, max] = [reaisOf(minText), reaisOf(maxText)];
  const fieldText = (text: string) => text.replace(/,00$/, "");

  // Typed as a Brazilian writes it: the centavos stay centavos.
  const down = dialog.getByRole("textbox", { name: "Entrada (R$)" });
  const middle = reais((min + max) / 2);
  await down.fill(`${middle},00`);
  await expect(down).toHaveValue(`${middle},00`);
  const downRow = dialog
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: /^Entrada$/ }) })
    .getByRole("definition");
  await expect(dialog.getByTestId("simulation-instalment")).toBeVisible();
  await expect(downRow).toHaveText(`R$\u00a0${middle},00`);
  await down.blur();
  await expect(down).toHaveValue(middle);
  await down.fill(`R$ ${middle},5`);
  await expect(downRow).toHaveText(`R$\u00a0${middle},50`);
  await down.blur();
  await expect(down).toHaveValue(`${middle},50`);

  // The slider stops at the exact ends the hint states, and the field agrees with it.
  const slider = dialog.getByRole("slider", { name: "Entrada (controle deslizante)" });
  await slider.focus();
  await page.keyboard.press("End");
  await expect(down).toHaveValue(fieldText(maxText));
  await page.keyboard.press("ArrowRight");
  await expect(down).toHaveValue(fieldText(maxText));
  await page.keyboard.press("ArrowLeft");
  await expect(down).toHaveValue(reais(Math.ceil(max / 100) * 100 - 100));
  await page.keyboard.press("Home");
  await expect(down).toHaveValue(fieldText(minText));
  await page.keyboard.press("ArrowRight");
  await expect(down).toHaveValue(reais(Math.floor(min / 100) * 100 + 100));
});

test("what is typed in the form before its script arrives is kept when the script takes over", async ({
  page,
  request,
}) => {
  await openModelOffer(page, request);
  // The interactive form's code is held back until the shopper has typed in the plain one.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  const form = page.getByRole("region", { name: "Tenho interesse" });
  await form.scrollIntoViewIfNeeded();
  const name = form.getByRole("textbox", { name: "Nome completo" });
  await name.fill("Joana Pereira");
  await name.focus();
  release();
  // The interactive form checks in the browser, in its own words; the plain one leaves it to the
  // browser's checks. Its arrival keeps the name and the keyboard where they were.
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Joana Pereira");
  await expect
    .poll(async () => {
      await form.getByRole("button", { name: "Enviar" }).click();
      return form.getByText("Informe um e-mail válido, como nome@exemplo.com.br.").count();
    })
    .toBe(1);
  await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Joana Pereira");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the purchase intention is in the page, and the browser sends it with the API's answers", async ({
    page,
    request,
    browser,
  }) => {
    const offer = await modelOffer(request);
    await page.goto(`/ofertas/${offer.slug}`);
    // The simulator needs a script to open: without one its button is not offered.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Simular financiamento" })).toBeHidden();
    const form = page.getByRole("region", { name: "Tenho interesse" });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole("textbox", { name: "Nome completo" })).toBeVisible();

    const fill = async (cpf: string) => {
      await form.getByRole("textbox", { name: "Nome completo" }).fill("Joana Pereira");
      await form.getByRole("textbox", { name: "E-mail" }).fill("joana.semjs@exemplo.com.br");
      await form.getByRole("textbox", { name: "Celular ou telefone" }).fill("(11) 98765-4321");
      await form.getByRole("textbox", { name: "CPF (opcional)" }).fill(cpf);
      await form.getByRole("checkbox", { name: /Li e aceito a Política de Privacidade/ }).check();
    };
    // A CPF with a wrong check digit passes the browser's checks: the API refuses it, in its words.
    await fill("529.982.247-26");
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\?erro=cpf\.cpf#tenho-interesse$/);
    await expect(form.getByRole("alert")).toHaveText("Confira os campos indicados abaixo.");
    await expect(form.getByText("CPF inválido. Confira os números.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "CPF (opcional)" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    // The form comes back as it was sent, for the one field to be corrected.
    await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("Joana Pereira");
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(
      "joana.semjs@exemplo.com.br",
    );
    await expect(form.getByRole("textbox", { name: "Celular ou telefone" })).toHaveValue(
      "(11) 98765-4321",
    );
    await expect(form.getByRole("textbox", { name: "CPF (opcional)" })).toHaveValue(
      "529.982.247-26",
    );
    await expect(
      form.getByRole("checkbox", { name: /Li e aceito a Política de Privacidade/ }),
    ).toBeChecked();
    // Another browser opening the same address gets the messages, never what this one typed.
    const refusalUrl = page.url();
    const stranger = await browser.newContext({ javaScriptEnabled: false });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(refusalUrl);
    const strangerForm = strangerPage.getByRole("region", { name: "Tenho interesse" });
    await expect(strangerForm.getByText("CPF inválido. Confira os números.")).toBeVisible();
    await expect(strangerForm.getByRole("textbox", { name: "Nome completo" })).toHaveValue("");
    await expect(strangerForm.getByRole("textbox", { name: "E-mail" })).toHaveValue("");
    await stranger.close();

    await fill("529.982.247-25");
    const dealer = form.getByRole("combobox", { name: "Concessionária" });
    const dealerName =
      (await dealer.locator("option:checked").textContent())?.split(" — ")[0] ?? "";
    await form.getByRole("button", { name: "Enviar" }).click();
    const confirmation = page.getByRole("region", { name: "Recebemos seu interesse!" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByTestId("lead-protocol")).toHaveText(/^VW-\d{6}-[0-9A-Z]{6}$/);
    // The page names the dealer the saved lead went to, read back from the database.
    await expect(confirmation).toContainText(`a caminho da concessionária ${dealerName}.`);
    await confirmation.getByRole("link", { name: "Enviar outro pedido" }).click();
    await expect(form.getByRole("textbox", { name: "Nome completo" })).toHaveValue("");
    // Once the lead is saved nothing typed is kept, not even for the refusal's address.
    await page.goto(refusalUrl);
    await expect(form.getByText("CPF inválido. Confira os números.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue("");

    // A protocol of another offer, or made up, confirms nothing.
    await page.goto(`/ofertas/${offer.slug}?pedido=VW-000000-AAAAAA`);
    await expect(page.getByRole("region", { name: "Recebemos seu interesse!" })).toHaveCount(0);
    await expect(form.getByRole("textbox", { name: "Nome completo" })).toBeVisible();
  });
});

test("the plain form's refusal, as the offer page shows it, passes axe", async ({
  page,
  request,
}) => {
  // axe needs a script: the page a browser without one gets back is checked here with one.
  const offer = await modelOffer(request);
  await page.goto(`/ofertas/${offer.slug}?erro=cpf.cpf,consent.consent#tenho-interesse`);
  const form = page.getByRole("region", { name: "Tenho interesse" });
  await expect(form.getByRole("alert")).toHaveText("Confira os campos indicados abaixo.");
  await expect(form.getByText("É preciso aceitar os termos para enviar.")).toBeVisible();
  await expectNoAxeViolations(page);
});
