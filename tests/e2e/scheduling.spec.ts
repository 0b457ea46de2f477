import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  finishRegistration,
  logInAsRegisteredOwner,
  logInOnProvider,
  newOwnerData,
  registeredOwnersVehicle,
  signUpOnProvider,
} from "./owner-session";
import type { Locator, Page } from "@playwright/test";
import { buildVehicleRegistry } from "../../src/db/seed/vehicle-registry";
import { waitForMail } from "./mail-inbox";

// The embedded provider's own pages have no favicon.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });
test.describe.configure({ timeout: 180_000 });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

async function next(page: Page, heading: string) {
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(stepHeading(page, heading)).toBeVisible();
}

async function acceptCookies(page: Page) {
  const accept = page.getByRole("button", { name: "Aceitar cookies" });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

async function enterVehicle(page: Page, model = "T-Cross", year = "2024") {
  await expect(stepHeading(page, "Veículo")).toBeVisible();
  // The owner's garage vehicle is offered first; these journeys book for another one they type in.
  const other = page.getByRole("radio", { name: "Informe seu veículo" });
  const modelField = page.getByLabel("Modelo", { exact: true });
  if (await other.isVisible().catch(() => false)) {
    // A choice made while the page still hydrates is reset by it: choose until the form shows.
    await expect(async () => {
      await other.check();
      await expect(modelField).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }
  await modelField.selectOption({ label: model });
  await page.getByLabel("Ano modelo").fill(year);
  await page.getByLabel("Placa (opcional)").fill("BRA2E19");
}

/** From a taken mileage, a periodic revision through every step to its confirmation. */
async function bookRevisionFromMileage(page: Page, slot: number, ownerName: string) {
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Revisão");
  await next(page, "Serviços");
  await next(page, "Data e horário");
  await chooseSlot(page, slot);
  await next(page, "Observações");
  await next(page, "Revisar e confirmar");
  await confirmBooking(page, ownerName);
}

async function chooseDealer(page: Page) {
  await page.getByLabel("Estado").selectOption("SP");
  await page
    .getByRole("group", { name: "Escolha a concessionária" })
    .getByRole("radio")
    .first()
    .check();
}

/** Today's last hours may have few slots left: the journey books the first open day a week ahead. */
async function showDayAWeekAhead(page: Page) {
  await showDayAhead(page, 7);
}

/** Shows the first open day from `days` ahead, a weekday: Saturdays close at noon, with few times. */
async function showDayAhead(page: Page, days: number) {
  const dateField = page.getByLabel("Data", { exact: true });
  const firstTime = page.getByRole("radio", { name: /Consultor/ }).first();
  // "Primeiro horário disponível" finds the first time from today, whatever date was typed: even
  // from one beyond the 90 days, where nothing can be booked.
  const beyond = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  await dateField.fill(beyond);
  await expect(page.getByText(/até 90 dias de antecedência/)).toBeVisible();
  await page.getByRole("button", { name: "Primeiro horário disponível" }).click();
  // The keyboard goes to that first time, which is heard with its consultant.
  await expect(firstTime).toBeFocused();
  const found = await dateField.inputValue();
  expect(found < beyond).toBe(true);
  expect(found >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);

  const day = new Date(Date.now() + days * 86_400_000);
  for (let attempt = 0; attempt < 7; attempt += 1) {
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const chosen = day.toISOString().slice(0, 10);
    await dateField.fill(chosen);
    await expect(dateField).toHaveValue(chosen);
    // That day's own times (their ids carry the day), not the ones still shown from before.
    const dayTime = page.locator(`input[type=radio][id*="${chosen.replace(/-/g, "")}"]`).first();
    await expect(dayTime.or(page.getByText(/Feriado|não abre/))).toBeVisible();
    // The note may still be the day before's (a holiday, then the next working day): that
    // day's times are given their moment to arrive before it counts as closed too.
    const opens = await dayTime.waitFor({ timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (opens) return;
    // A holiday: the next working day.
    day.setUTCDate(day.getUTCDate() + 1);
  }
  throw new Error(`no working day from ${days} days ahead`);
}

// Journeys run in parallel at the same dealer, in both projects, and each booking fills its shift:
// each journey books its own day, from a week ahead, and takes its own time of it, the desktop run
// the one after. A day shared after a weekend or holiday still has a time for each.
async function chooseSlot(page: Page, index: number) {
  const own = index + (test.info().project.name === "desktop" ? 1 : 0);
  await showDayAhead(page, 7 + own);
  const slot = page.getByRole("radio", { name: /Consultor/ }).nth(own);
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(page.getByText(/Horário reservado para você até/)).toBeVisible();
}

/**
 * The garage's reading as the mileage step offers it: typed in when there is none, confirmed when
 * it is old (a registry vehicle's last reading may be months old, or recent).
 */
async function takeGarageMileage(page: Page) {
  const mileage = page.getByLabel("Quilometragem atual (km)");
  if ((await mileage.inputValue()) === "") return mileage.fill("15000");
  const confirm = page.getByRole("checkbox", { name: /^Confirmo que o painel mostra/ });
  if (await confirm.isVisible()) await confirm.check();
}

async function confirmBooking(page: Page, name: string) {
  await expect(page.locator("footer")).toHaveCount(1);
  // The contact starts from Minha conta: the owner only checks it.
  await expect(page.getByLabel("Nome completo")).toHaveValue(name);
  await expect(page.getByLabel("Celular com DDD")).toHaveValue(/^\(\d{2}\) \d{5}-\d{4}$/);
  await page.getByLabel("Nome completo").fill(name);
  await page.getByRole("textbox", { name: "E-mail" }).fill("cliente@exemplo.com.br");
  await page.getByLabel("Celular com DDD").fill("(11) 91234-5678");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirmar agendamento" }).click();
  await page.waitForURL(/\/agendamento\/servicos\/confirmacao\?id=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Agendamento confirmado!" }),
  ).toBeVisible();
  await expect(page.getByText(/Protocolo: AG\d{6}[0-9A-F]{8}/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Adicionar à agenda (.ics)" })).toHaveAttribute(
    "download",
    /^agendamento-AG.*\.ics$/,
  );
  await expectNoAxeViolations(page);
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (
      (window as unknown as { dataLayer?: { event: string; items?: { variant: string }[] }[] })
        .dataLayer ?? []
    ).map((entry) => ({
      event: entry.event,
      variants: entry.items?.map((item) => item.variant) ?? [],
    })),
  );

test("an owner books a periodic revision with its full price, and the footer shows only on the last step", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(page);
  await acceptCookies(page);
  await page.goto("/agendamento");
  await expect(
    page.getByRole("heading", { level: 1, name: "Agendamento de serviços" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: /Revisão periódica/ }).check();
  // The owner's garage vehicle is offered first; this journey types another one in.
  await page.getByRole("radio", { name: "Informe seu veículo" }).check();
  await page.getByRole("button", { name: "Começar" }).click();

  await enterVehicle(page);
  await expect(page.locator("footer")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("-5");
  await expect(page.getByText("A quilometragem não pode ser negativa.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
  await page.getByLabel("Quilometragem atual (km)").fill("21000");
  await expect(page.getByText(/A revisão indicada para o seu veículo é a \dª\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, "Concessionária");
  await chooseDealer(page);
  await expectNoAxeViolations(page);
  await next(page, "Revisão");
  await page.getByLabel("Revisão", { exact: true }).selectOption("2");
  await expect(page.getByRole("heading", { name: /Preço final: R\$/ })).toBeVisible();
  await expect(page.getByText("Fluido de freio DOT 4 (1 L)")).toBeVisible();
  await expect(page.getByText("Mão de obra", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, "Serviços");
  const alignment = page.getByRole("checkbox", { name: /Alinhamento e balanceamento/ });
  await alignment.check();
  await page.getByRole("checkbox", { name: /Funilaria e pintura/ }).check();
  await expect(page.getByText("Preço sob consulta").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, "Data e horário");
  await chooseSlot(page, 2);
  await expectNoAxeViolations(page);
  await next(page, "Observações");
  await page.getByLabel("Observações para a concessionária (opcional)").fill("Barulho ao frear.");
  await expect(page.locator("footer")).toHaveCount(0);
  await next(page, "Revisar e confirmar");
  await expect(page.getByText("2ª revisão")).toBeVisible();
  await expect(
    page.getByText("Os serviços com preço sob consulta", { exact: false }),
  ).toBeVisible();
  await confirmBooking(page, owner.name);
  await expect(page.getByText("Fluido de freio DOT 4 (1 L)")).toBeVisible();
  await expect(page.getByText("Total a pagar")).toBeVisible();

  const events = await dataLayerEvents(page);
  expect(events.filter((e) => e.event === "add_to_cart").flatMap((e) => e.variants)).toEqual(
    expect.arrayContaining(["2ª revisão", "Alinhamento e balanceamento", "Funilaria e pintura"]),
  );
  expect(events.find((e) => e.event === "purchase")?.variants).toEqual([
    "2ª revisão",
    "Alinhamento e balanceamento",
    "Funilaria e pintura",
  ]);

  await page.goto("/agendamento");
  await expect(page.getByRole("heading", { name: "Meus agendamentos" })).toBeVisible();
  await expect(page.getByRole("link", { name: /2ª revisão/ })).toBeVisible();
});

test("a revision booked from the garage shows there as booked, with its booking a click away", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(page, "/garagem?view=servicos");
  await acceptCookies(page);
  const schedule = page.getByRole("link", { name: /^Agendar \d+ª revisão$/ }).first();
  const revision = (await schedule.textContent())?.match(/\d+/)?.[0] ?? "";
  const link = (await schedule.getAttribute("href")) ?? "";
  await schedule.click();
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  // A vehicle registered without a reading opens on an empty field.
  await takeGarageMileage(page);
  await bookRevisionFromMileage(page, 16, owner.name);

  await page.goto("/garagem?view=servicos");
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `${revision}ª revisão` }),
  });
  await expect(card.getByText("Agendada", { exact: true })).toBeVisible();
  await expect(
    card.getByText(/^Agendada para .+ às \d{2}:\d{2} \(horário de Brasília\)\.$/),
  ).toBeVisible();
  await expect(card.getByText("Atrasada")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await card.getByRole("link", { name: `Ver agendamento da ${revision}ª revisão` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Agendamento confirmado!" }),
  ).toBeVisible();
  const bookingUrl = page.url();

  // The same revision again is named as booked from the first step, and refused where it is
  // chosen, each time with the booking it already has.
  const alreadyBooked = new RegExp(
    `^Este veículo já tem a ${revision}ª revisão agendada para .+\\. Reagende ou cancele o agendamento existente\\. Ver o agendamento existente$`,
  );
  await page.goto(link);
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(alreadyBooked);
  await takeGarageMileage(page);
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Revisão");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(alreadyBooked);
  await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ver o agendamento existente" }).click();
  await expect(page).toHaveURL(bookingUrl);
});

test("the wizard's Back goes to the previous step, and its lists, keyboard, mileage and long notes read right", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=periodic_revision&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  await enterVehicle(page, "Virtus", "2024");
  await next(page, "Quilometragem");
  const mileage = page.getByLabel("Quilometragem atual (km)");
  await mileage.fill("");
  await mileage.pressSequentially("46000");
  // Grouped as the garage and the confirmation show it.
  await expect(mileage).toHaveValue("46.000");
  await next(page, "Concessionária");

  // The step's list comes with its code: read it once it shows.
  await expect(page.getByLabel("Estado").locator("option", { hasText: "Sergipe" })).toHaveCount(1);
  const states = (await page.getByLabel("Estado").locator("option").allTextContents()).map((name) =>
    name.normalize("NFC").trim(),
  );
  const readingOrder = [
    "Pará",
    "Paraíba",
    "Paraná",
    "Rio de Janeiro",
    "Rio Grande do Sul",
    "São Paulo",
    "Sergipe",
  ];
  expect(states.filter((name) => readingOrder.includes(name))).toEqual(readingOrder);
  // No place chosen: the step opens on the default region's state, its dealers nearest to the
  // capital first, and no distance is shown as if it were the owner's own.
  await expect(page.getByLabel("Estado")).toHaveValue("SP");
  const dealerLabels = page
    .getByRole("group", { name: "Escolha a concessionária" })
    .locator("label");
  // The owner's favourite (Campinas) leads; the capital's dealers come next.
  await expect(dealerLabels.nth(1)).toContainText(/ - São Paulo\/SP$/);
  await expect(dealerLabels.last()).not.toContainText(/ - São Paulo\/SP$/);
  await expect(page.getByText(/km de distância/)).toHaveCount(0);
  await chooseDealer(page);
  await next(page, "Revisão");
  await expect(page.getByRole("heading", { name: /Preço final: R\$/ })).toBeVisible();

  // The browser's Back and Forward move between the steps.
  await page.goBack();
  await expect(stepHeading(page, "Concessionária")).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Escolha a concessionária" }).getByRole("radio").first(),
  ).toBeChecked();
  await page.goForward();
  await expect(stepHeading(page, "Revisão")).toBeVisible();
  // Leaving and starting again never skips the steps not confirmed (revision, services).
  await page.goto("/agendamento");
  await page.goto("/agendamento/servicos?flow=periodic_revision&origin=MY_ACCOUNT");
  await expect(stepHeading(page, "Revisão")).toBeVisible();
  await expect(page.getByText("Revisão periódica · Etapa 4 de 8")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Preço final: R\$/ })).toBeVisible();
  await next(page, "Serviços");
  await next(page, "Data e horário");

  // Space on a slot holds it and leaves the focus there, for the arrow keys to go on.
  await showDayAWeekAhead(page);
  const own = 20 + (test.info().project.name === "desktop" ? 1 : 0);
  const slot = page.getByRole("radio", { name: /Consultor/ }).nth(own);
  await slot.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/Horário reservado para você até/)).toBeVisible();
  await expect(slot).toBeChecked();
  await expect(slot).toBeFocused();

  await next(page, "Observações");
  const pasted = `https://exemplo.com.br/${"a".repeat(600)}`;
  await page.getByLabel("Observações para a concessionária (opcional)").fill(pasted);
  const fitsTheWindow = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await next(page, "Revisar e confirmar");
  await expect(page.getByText(pasted)).toBeVisible();
  expect(await fitsTheWindow()).toBe(true);
  await confirmBooking(page, owner.name);
  await expect(page.getByText(pasted)).toBeVisible();
  expect(await fitsTheWindow()).toBe(true);
});

test("Meus agendamentos leads with the visits to come, and a booking's link brings a visitor back to it after login", async ({
  page,
  browser,
}) => {
  const owner = await logInAsRegisteredOwner(page);
  const headers = { "api-key": "dev-api-key-change-me" };
  const own = test.info().project.name === "desktop" ? 3 : 4;
  const book = async (daysAhead: number) => {
    const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
    const calendar = await page.request.get(`/api/v2/calendar/dealer/10000/${day}?first=true`, {
      headers,
    });
    const { slots } = (await calendar.json()) as {
      slots: { startsAt: string; consultantId: number }[];
    };
    const slot = slots[slots.length - own];
    if (!slot) throw new Error("no free slot");
    const answer = await page.request.post("/api/v1/booking", {
      headers,
      data: {
        flowType: "additional_services",
        vehicle: { modelCode: "BT41", modelYear: 2025 },
        mileageKm: 1000,
        dealerCode: "10000",
        consultantId: slot.consultantId,
        startsAt: slot.startsAt,
        serviceCodes: ["PALHETAS"],
        contact: {
          name: owner.name,
          email: "cliente@exemplo.com.br",
          phone: "11912345678",
          preference: 1,
        },
      },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  // The cancelled booking was for a later day than the one still to come.
  const cancelled = await book(40);
  expect((await page.request.delete(`/api/v1/booking/${cancelled}`, { headers })).status()).toBe(
    200,
  );
  const upcoming = await book(30);

  await page.goto("/agendamento");
  const list = page.getByRole("region", { name: "Meus agendamentos" });
  const first = list.getByRole("listitem").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", new RegExp(upcoming));
  // Dealer 10000 is in Rio Branco: its times are its own clock's, and say so.
  await expect(first.getByText(/ às \d{2}:\d{2}, horário de Rio Branco$/)).toBeVisible();
  await expect(list.getByRole("region", { name: "Próximos" }).getByRole("listitem")).toHaveCount(1);
  await expect(
    list.getByRole("region", { name: "Anteriores e cancelados" }).getByText(/Cancelado/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  const link = `/agendamento/servicos/confirmacao?id=${upcoming}`;
  await visitorPage.goto(link);
  await visitorPage.waitForURL(/\/interaction\//);
  await logInOnProvider(visitorPage, owner.email, owner.password);
  await visitorPage.waitForURL((url) => url.pathname + url.search === link);
  await expect(
    visitorPage.getByRole("heading", { level: 1, name: "Agendamento confirmado!" }),
  ).toBeVisible();
  await visitor.close();
});

async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

test("an owner books additional services with the keyboard only", async ({ page }) => {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=additional_services&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  await expect(stepHeading(page, "Veículo")).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continuar" });

  // The owner's one garage vehicle comes chosen, as on /agendamento; this journey types another in.
  const garageVehicle = page
    .getByRole("group", { name: "Meus veículos" })
    .getByRole("radio")
    .first();
  await expect(garageVehicle).toBeChecked();
  await expect(continueButton).toBeEnabled();
  await tabTo(page, garageVehicle);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Informe seu veículo" })).toBeChecked();
  await tabTo(page, page.getByLabel("Modelo", { exact: true }));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("2025");
  await tabTo(page, continueButton);
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Quilometragem")).toBeFocused();
  await tabTo(page, page.getByLabel("Quilometragem atual (km)"));
  await page.keyboard.type("8000");
  await tabTo(page, continueButton);
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Concessionária")).toBeFocused();
  // The dealer the owner chose at registration comes chosen; Tab lands on it.
  const favouriteDealer = page
    .getByRole("group", { name: "Escolha a concessionária" })
    .getByRole("radio", { checked: true });
  await expect(favouriteDealer).toHaveAccessibleName(/Campinas\/SP/);
  // First in its state's list, and named as the favourite.
  await expect(favouriteDealer).toHaveAccessibleName(/^Sua concessionária favorita/);
  await expect(
    page.getByRole("group", { name: "Escolha a concessionária" }).getByRole("radio").first(),
  ).toBeChecked();
  await tabTo(page, favouriteDealer);
  await page.keyboard.press("Space");
  await expect(favouriteDealer).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Serviços")).toBeFocused();
  const service = page.getByRole("checkbox", { name: /Higienização do ar-condicionado/ });
  await expect(service).toBeVisible();
  await tabTo(page, service);
  await page.keyboard.press("Space");
  await expect(service).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Data e horário")).toBeFocused();
  await showDayAWeekAhead(page);
  const slots = page.getByRole("radio", { name: /Consultor/ });
  await expect(slots.first()).toBeVisible();
  await tabTo(page, slots.first());
  // The two projects run at once: the phone takes the first time; the desktop runs the arrow
  // key three times, faster than a hold is answered, and books the time it stops on.
  let chosen = slots.first();
  if (test.info().project.name === "desktop") {
    for (let move = 0; move < 3; move += 1) await page.keyboard.press("ArrowDown");
    chosen = slots.nth(3);
    await expect(chosen).toBeFocused();
    await expect(chosen).toBeChecked();
  } else {
    await page.keyboard.press("Space");
  }
  // "08:00 · Consultor(a) Eduarda Santos"
  const [, time, consultant] =
    /^(\d{2}:\d{2}) · \S+ (.+)$/.exec(
      ((await chosen.locator("xpath=..").textContent()) ?? "").trim(),
    ) ?? [];
  await expect(page.getByText(/Horário reservado para você até/)).toBeVisible();
  await expect(chosen).toBeChecked();
  await tabTo(page, continueButton);
  await page.keyboard.press("Enter");

  await expect(stepHeading(page, "Revisar e confirmar")).toBeFocused();
  await tabTo(page, page.getByLabel("Nome completo"));
  await page.keyboard.type(owner.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type("cliente@exemplo.com.br");
  await page.keyboard.press("Tab");
  await page.keyboard.type("11912345678");
  await tabTo(page, page.getByRole("button", { name: "Confirmar agendamento" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: "Agendamento confirmado!" }),
  ).toBeVisible();
  await expect(page.getByText("Higienização do ar-condicionado")).toBeVisible();
  // The confirmed booking is at the time and with the consultant the keyboard stopped on.
  await expect(page.getByRole("definition").filter({ hasText: `às ${time},` })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: consultant ?? "?" })).toHaveText(
    consultant ?? "?",
  );
  await expectNoAxeViolations(page);
});

test("the vehicle and mileage steps go on only with a vehicle and a reading that are right, never below the garage's last unconfirmed", async ({
  page,
}) => {
  // A reading saved in the garage (a registry vehicle may come without one).
  await logInAsRegisteredOwner(page, "/garagem?view=meuveiculo");
  await acceptCookies(page);
  const garageReading = page.getByRole("textbox", { name: "Quilometragem atual (km)" });
  const saved = Number((await garageReading.inputValue()).replace(/\D/g, "") || "0") + 1_000;
  await garageReading.fill(String(saved));
  await page
    .getByRole("form", { name: "Quilometragem atual (km)" })
    .getByRole("button", { name: "Salvar" })
    .click();
  await expect(
    page.getByText(`${saved.toLocaleString("pt-BR")} km`, { exact: true }),
  ).toBeVisible();

  await page.goto("/garagem");
  await page
    .getByRole("link", { name: /^Agendar \d+ª revisão$/ })
    .first()
    .click();
  // The garage's vehicle opens the booking on its mileage, with its last reading taken as it is.
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  const mileage = page.getByLabel("Quilometragem atual (km)");
  await expect(mileage).toHaveValue(saved.toLocaleString("pt-BR"));
  const proceed = page.getByRole("button", { name: "Continuar" });
  await expect(proceed).toBeEnabled();
  // A reading that is not one takes the last good one out.
  await mileage.fill("21000abc");
  await expect(
    page.getByText("Informe a quilometragem em quilômetros inteiros, como 45.210."),
  ).toBeVisible();
  await expect(proceed).toBeDisabled();
  await mileage.fill("");
  await expect(proceed).toBeDisabled();
  // An empty field says what "Continuar" waits for.
  await expect(mileage).toHaveAccessibleDescription(
    "Informe a quilometragem atual do veículo para continuar.",
  );
  // What a number parser takes but no odometer shows, and a reading past any car's.
  await mileage.fill("1e5");
  await expect(
    page.getByText("Informe a quilometragem em quilômetros inteiros, como 45.210."),
  ).toBeVisible();
  await expect(proceed).toBeDisabled();
  await mileage.fill("9999999");
  await expect(
    page.getByText("A quilometragem vai até 1.500.000 km. Confira o número digitado."),
  ).toBeVisible();
  await expect(proceed).toBeDisabled();
  await mileage.fill((saved + 500).toLocaleString("pt-BR"));
  await expect(proceed).toBeEnabled();
  // Below the last reading, the garage's rule and words: nothing is taken until it is confirmed.
  const suggestion = page.getByText(/^A revisão indicada para o seu veículo é a \d+ª\.$/);
  await mileage.fill(String(saved - 1_000));
  await expect(mileage).toHaveAccessibleDescription(
    `A quilometragem é menor que a última registrada (${saved.toLocaleString("pt-BR")} km). Confirme se o valor está certo.`,
  );
  await expect(proceed).toBeDisabled();
  await expect(suggestion).toHaveCount(0);
  await expectNoAxeViolations(page);
  const confirmLower = page.getByRole("checkbox", {
    name: "Confirmo que a quilometragem é menor que a última registrada (troca de painel ou correção).",
  });
  await confirmLower.check();
  await expect(proceed).toBeEnabled();
  await expect(suggestion).toBeVisible();
  await expect(mileage).not.toHaveAttribute("aria-invalid", "true");
  await confirmLower.uncheck();
  await expect(proceed).toBeDisabled();
  await mileage.fill((saved + 500).toLocaleString("pt-BR"));
  await expect(confirmLower).toHaveCount(0);
  await expect(proceed).toBeEnabled();

  // Another vehicle, typed in: the garage's one does not stay behind an empty form.
  await page.getByRole("main").getByRole("button", { name: "Voltar" }).click();
  await expect(stepHeading(page, "Veículo")).toBeVisible();
  await page.getByRole("radio", { name: "Informe seu veículo" }).check();
  await expect(proceed).toBeDisabled();
  await page.getByLabel("Modelo", { exact: true }).selectOption({ label: "T-Cross" });
  await page.getByLabel("Ano modelo").fill("2024");
  await expect(proceed).toBeEnabled();
  // An optional plate is checked all the same.
  await page.getByLabel("Placa (opcional)").fill("ABC");
  await expect(page.getByText("Placa inválida. Use o formato ABC1234 ou ABC1D23.")).toBeVisible();
  await expect(proceed).toBeDisabled();
  await page.getByLabel("Placa (opcional)").fill("ABC1D23");
  await expect(proceed).toBeEnabled();
  await page.getByLabel("Ano modelo").fill("2099");
  await expect(page.getByText(/^Informe um ano-modelo de 2000 a \d{4}\.$/)).toBeVisible();
  await expect(proceed).toBeDisabled();
  await expectNoAxeViolations(page);
  // The reading typed for the garage's car is not the typed one's: its mileage is asked afresh.
  await page.getByLabel("Ano modelo").fill("2024");
  await proceed.click();
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  await expect(mileage).toHaveValue("");
  await expect(proceed).toBeDisabled();
});

test("an old garage reading is confirmed or updated before the booking takes it", async ({
  page,
}) => {
  // A vehicle whose last reading is over seven months old, a month past the rule's six.
  const longAgo = new Date();
  longAgo.setUTCMonth(longAgo.getUTCMonth() - 7);
  const cutoff = longAgo.toISOString().slice(0, 10);
  const owner = await logInAsRegisteredOwner(
    page,
    "/garagem?view=servicos",
    (vehicle) => vehicle.readings.length > 1 && (vehicle.readings.at(-1)?.readOn ?? "") < cutoff,
  );
  const reading = buildVehicleRegistry()
    .find((vehicle) => vehicle.vin === owner.vin)
    ?.readings.at(-1);
  if (!reading) throw new Error(`no reading for ${owner.vin}`);
  await acceptCookies(page);
  await page
    .getByRole("link", { name: /^Agendar \d+ª revisão$/ })
    .first()
    .click();
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  const mileage = page.getByLabel("Quilometragem atual (km)");
  const km = reading.mileageKm.toLocaleString("pt-BR");
  await expect(mileage).toHaveValue(km);
  await expect(mileage).toHaveAccessibleDescription(
    `Esta quilometragem é de ${reading.readOn.split("-").reverse().join("/")}. Confira o valor atual no painel do veículo e corrija-o ou confirme-o para continuar.`,
  );
  // Nothing is taken from it until the owner says so: no revision suggested, no "Continuar".
  const proceed = page.getByRole("button", { name: "Continuar" });
  const suggestion = page.getByText(/^A revisão indicada para o seu veículo é a \d+ª\.$/);
  await expect(proceed).toBeDisabled();
  await expect(suggestion).toHaveCount(0);
  await expectNoAxeViolations(page);
  const confirm = page.getByRole("checkbox", { name: `Confirmo que o painel mostra ${km} km` });
  await confirm.check();
  await expect(proceed).toBeEnabled();
  await expect(suggestion).toBeVisible();
  await expect(confirm).toBeFocused();
  await confirm.uncheck();
  await expect(proceed).toBeDisabled();

  // A reading typed is the owner's own: it asks for nothing more, and it is the booking's.
  const current = reading.mileageKm + 4_321;
  await mileage.fill(String(current));
  await expect(confirm).toHaveCount(0);
  await expect(mileage).not.toHaveAttribute("aria-describedby", /.+/);
  await expect(proceed).toBeEnabled();
  await bookRevisionFromMileage(page, 14, owner.name);
  await expect(page.getByText(`${current.toLocaleString("pt-BR")} km`)).toBeVisible();
});

test("the dealer step opens on the shopper's place, its dealers nearest first with their distance", async ({
  page,
  baseURL,
}) => {
  // A visitor whose place, chosen in the top bar, its cookie carries to the server.
  const caruaru = {
    label: "Caruaru - PE",
    latitude: -8.284,
    longitude: -35.97,
    state: "PE",
    city: "Caruaru",
    type: "CUSTOM",
  };
  await page
    .context()
    .addCookies([
      { name: "vw_location", value: encodeURIComponent(JSON.stringify(caruaru)), url: baseURL },
    ]);
  await page.goto("/agendamento/servicos?flow=additional_services&origin=OFFERS");
  await acceptCookies(page);
  await enterVehicle(page, "Polo", "2023");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("5000");
  await next(page, "Concessionária");
  await expect(page.getByLabel("Estado")).toHaveValue("PE");
  const dealers = page.getByRole("group", { name: "Escolha a concessionária" }).locator("label");
  await expect(dealers.first()).toContainText(/ - Caruaru\/PE/);
  await expect(dealers.first()).toContainText(/\d+(,\d)? km de distância$/);
  // Recife's dealers, some 120 km away, follow.
  await expect(dealers.nth(1)).toContainText(/ - Recife\/PE\d/);
  await expectNoAxeViolations(page);
});

/**
 * A new owner's problem report, from its link to its own slot of the list; `describe` fills the
 * description step. Answers the owner.
 */
async function reportProblemUpToSlot(page: Page, slot: number, describe: () => Promise<void>) {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=report_inconvenience&origin=OFFERS",
  );
  await acceptCookies(page);
  await enterVehicle(page, "Polo", "2023");
  await next(page, "O que está acontecendo");
  await describe();
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Data e horário");
  await chooseSlot(page, slot);
  return owner;
}

test("an owner reports a problem with a photo and books a diagnosis", async ({ page }) => {
  const owner = await reportProblemUpToSlot(page, 4, async () => {
    await page
      .getByLabel("Descreva o problema")
      .fill("Luz da injeção acende ao ligar o carro frio.");
    // A text renamed to .png is no photo.
    await page.getByLabel(/Fotos/).setInputFiles({
      name: "nota.png",
      mimeType: "image/png",
      buffer: Buffer.from("Luz da injeção acesa"),
    });
    await expect(
      page.getByText("Envie até 3 fotos JPEG, PNG ou WebP de até 2 MB cada."),
    ).toBeVisible();
    // About the size of a phone's photo: far above the API's general 64 kB body cap.
    const onePixel = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    await page.getByLabel(/Fotos/).setInputFiles({
      name: "painel.png",
      mimeType: "image/png",
      buffer: Buffer.concat([onePixel, Buffer.alloc(1_500_000)]),
    });
    await expect(page.getByText("painel.png")).toBeVisible();
    await expect(
      page.getByText("Envie até 3 fotos JPEG, PNG ou WebP de até 2 MB cada."),
    ).toBeHidden();
    await expectNoAxeViolations(page);
  });
  await expect(page.getByText("Horários no fuso de Brasília.")).toBeVisible();
  // A reload keeps the photo with the rest of the report.
  await page.reload();
  await expect(stepHeading(page, "Data e horário")).toBeVisible();
  await next(page, "Revisar e confirmar");
  const summary = page.getByRole("region", { name: "Resumo" });
  await expect(summary.getByText("Problema relatado")).toBeVisible();
  await expect(summary.getByText("Luz da injeção acende ao ligar o carro frio.")).toBeVisible();
  await expect(summary.getByText("painel.png")).toBeVisible();
  await expect(summary.getByText(/horário de Brasília/)).toBeVisible();
  // The diagnosis the booking adds is shown before confirming, priced at the dealer.
  await expect(summary.getByText("Diagnóstico de inconveniente")).toBeVisible();
  await expect(summary.getByText("R$ 0,00 + preço sob consulta")).toBeVisible();
  await confirmBooking(page, owner.name);
  // The confirming button left with its page: the keyboard starts at the booking's title.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByText("Diagnóstico de inconveniente")).toBeVisible();
  await expect(page.getByText("Preço sob consulta", { exact: true })).toBeVisible();
  await expect(page.getByText("1 foto anexada")).toBeVisible();
  await expect(page.getByText("Luz da injeção acende ao ligar o carro frio.")).toBeVisible();
});

test("an owner resumes a problem report at its review and confirms it", async ({ page }) => {
  const owner = await reportProblemUpToSlot(page, 10, () =>
    page.getByLabel("Descreva o problema").fill("Barulho na suspensão dianteira em lombadas."),
  );

  // A problem report has no service in its cart; it is resumed all the same.
  await page.goto("/agendamento/servicos?flow=schedule_resume");
  await expect(page.getByText("Relatar um problema · Etapa 1 de 1")).toBeVisible();
  await expect(stepHeading(page, "Revisar e confirmar")).toBeVisible();
  // The resumed review has no step behind it: "Alterar agendamento" reopens the report's own steps.
  await page.getByRole("link", { name: "Alterar agendamento" }).click();
  await expect(stepHeading(page, "Data e horário")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Voltar" }).click();
  await expect(stepHeading(page, "Concessionária")).toBeVisible();
  await next(page, "Data e horário");
  await next(page, "Revisar e confirmar");
  await confirmBooking(page, owner.name);
  await expect(page.getByText("Diagnóstico de inconveniente")).toBeVisible();
  await expect(page.getByText("Barulho na suspensão dianteira em lombadas.")).toBeVisible();
});

test("an owner books a recall repair from its link, reschedules it and cancels it", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=recall&recallCampaign=24BX&vin=9BWZZZ6HZRP030001&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  // 24BX covers the Nivus of 2023 and 2024: only a campaign that covers the vehicle is booked.
  await enterVehicle(page, "Nivus", "2024");
  await next(page, "Campanha de recall");
  await expect(page.getByText("Campanha de recall nº 24BX")).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("30500");
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Serviços");
  await next(page, "Data e horário");
  await chooseSlot(page, 6);
  const bookedDay = await page.getByLabel("Data", { exact: true }).inputValue();
  await next(page, "Revisar e confirmar");
  await confirmBooking(page, owner.name);
  await expect(page.getByText("Reparo gratuito da campanha de recall 24BX")).toBeVisible();
  await expect(page.getByText("Grátis")).toBeVisible();

  await page.getByRole("button", { name: "Reagendar" }).click();
  // It opens on the booked day, not today, with the booking's own time named and in its place.
  const options = page.getByRole("button", { name: /· (Manhã|Tarde) ·/ });
  await expect(options.first()).toBeVisible();
  await expect(page.getByLabel("Data", { exact: true })).toHaveValue(bookedDay);
  const bookedTime =
    (
      await page
        .getByRole("main")
        .getByText(/\d{2}:\d{2}, horário de Brasília/)
        .textContent()
    )?.match(/\d{2}:\d{2}/)?.[0] ?? "";
  await expect(
    page.getByText(
      new RegExp(
        `^Horário atual: .+ às ${bookedTime} \\(horário de Brasília\\), com .+\\. Escolha o novo horário\\.$`,
      ),
    ),
  ).toBeVisible();
  const currentTime = page.getByRole("listitem").filter({ hasText: "(horário atual)" });
  await expect(currentTime).toHaveText(
    new RegExp(`^${bookedTime} · (Manhã|Tarde) · .+ \\(horário atual\\)$`),
  );
  await expect(currentTime.getByRole("button")).toHaveCount(0);
  // A past day says so, in the wizard's words.
  // Yesterday in Brasília: from 21:00 there, the UTC date is already tomorrow's.
  const yesterday = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    Date.now() - 86_400_000,
  );
  await page.getByLabel("Data", { exact: true }).fill(yesterday);
  await expect(page.getByText("Esta data já passou.")).toBeVisible();
  await expect(page.getByText(/Não há horários livres/)).toHaveCount(0);
  await page.getByLabel("Data", { exact: true }).fill(bookedDay);
  await expect(options.first()).toBeVisible();
  await expectNoAxeViolations(page);
  // A tap only proposes the time: the booking moves once the owner confirms it.
  const when = page.getByRole("main").getByText(/\d{2}:\d{2}, horário de Brasília/);
  const before = await when.textContent();
  await options.last().click();
  await expect(
    page.getByText(/^Novo horário: .+ \(horário de Brasília\), com .+\.$/),
  ).toBeFocused();
  await expect(page.getByText("Agendamento remarcado.")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Escolher outro horário" }).click();
  // Back in the list on the time that was proposed, not at the top of the page.
  await expect(options.last()).toBeFocused();
  await page.reload();
  await expect(when).toHaveText(before ?? "");
  await page.getByRole("button", { name: "Reagendar" }).click();
  await expect(options.last()).toBeVisible();
  await options.last().click();
  await page.getByRole("button", { name: "Confirmar novo horário" }).click();
  await expect(page.getByText("Agendamento remarcado.")).toBeFocused();
  // The new time's mail names the time it replaces, under its own subject.
  const protocol = (await page.getByText(/Protocolo: AG/).textContent())?.replace(
    /\D*(AG\w+).*/,
    "$1",
  );
  await waitForMail(
    owner.email,
    new RegExp(
      `remarcado de \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2} para \\d{2}/\\d{2}/\\d{4} às \\d{2}:\\d{2} \\(horário de Brasília\\)\\.\\s+Protocolo: ${protocol}`,
    ),
  );

  const cancelButton = page.getByRole("button", { name: "Cancelar agendamento" });
  await cancelButton.click();
  await expect(page.getByLabel("Motivo do cancelamento (opcional)")).toBeFocused();
  // The reschedule's news is done with once the owner starts another action.
  await expect(page.getByText("Agendamento remarcado.")).toHaveCount(0);
  // Kept: the keyboard is back on the button that asked.
  await page.getByRole("button", { name: "Manter agendamento" }).click();
  await expect(page.getByLabel("Motivo do cancelamento (opcional)")).toHaveCount(0);
  await expect(cancelButton).toBeFocused();
  await cancelButton.click();
  await page.getByLabel("Motivo do cancelamento (opcional)").fill("Vou viajar");
  await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "Agendamento cancelado." });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle("Agendamento cancelado | Volkswagen | Ofertas");
  await expect(page.getByText(/Cancelado em .* Motivo: Vou viajar/)).toBeVisible();
  await expect(page.getByText("Total (cancelado, sem cobrança)")).toBeVisible();
  await expect(page.getByText("Total a pagar")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reagendar" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page).toHaveTitle("Agendamento cancelado | Volkswagen | Ofertas");
});

test("a typed recall campaign goes on only when it covers the vehicle", async ({ page }) => {
  await page.goto("/agendamento/servicos?flow=recall&origin=OFFERS");
  await acceptCookies(page);
  await enterVehicle(page, "Nivus", "2024");
  await next(page, "Campanha de recall");
  const field = page.getByLabel("Número da campanha de recall");
  const continueButton = page.getByRole("button", { name: "Continuar" });
  await field.fill("XXXX");
  await expect(
    page.getByText(
      "Esta campanha de recall não existe ou não cobre este veículo. Confira o número e os veículos envolvidos na página Recall.",
    ),
  ).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(continueButton).toBeDisabled();
  await expectNoAxeViolations(page);
  await field.fill("24bx");
  await expect(page.getByText("A campanha 24BX cobre o seu veículo.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "false");
  await next(page, "Quilometragem");
});

test("services ticked for one dealer and model follow the next ones, in the list and the total", async ({
  page,
}) => {
  await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=additional_services&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  await enterVehicle(page, "T-Cross", "2024");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("12000");
  await next(page, "Concessionária");
  await page.getByLabel("Estado").selectOption("AC");
  const dealers = page.getByRole("group", { name: "Escolha a concessionária" });
  // The network's first dealer gives its own 20% off the front brake pads.
  await dealers.getByRole("radio", { name: /Aliança Veículos Rio Branco/ }).check();
  await next(page, "Serviços");
  const pads = page.getByRole("checkbox", { name: /Pastilhas de freio dianteiras/ });
  const injectors = page.getByRole("checkbox", { name: /Limpeza dos bicos injetores/ });
  // The price before the offer is named as such, not read as a second price.
  await expect(pads).toHaveAccessibleName(/R\$\s375,20 ?preço sem a oferta: R\$\s469,00$/);
  await pads.check();
  await injectors.check();

  // Another dealer prices the pads in full: the ticked line follows it.
  const back = page.getByRole("main").getByRole("button", { name: "Voltar" });
  await back.click();
  await expect(stepHeading(page, "Concessionária")).toBeVisible();
  await chooseDealer(page);
  // An electric car is not offered the injector cleaning: it leaves the cart with the model.
  await back.click();
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  await back.click();
  await enterVehicle(page, "ID.4", "2024");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("12000");
  await next(page, "Concessionária");
  await next(page, "Serviços");
  await expect(pads).toHaveAccessibleName(/R\$\s469,00$/);
  await expect(pads).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Diagnóstico da bateria/ })).toBeVisible();
  await expect(injectors).toHaveCount(0);
  await next(page, "Data e horário");
  await chooseSlot(page, 30);
  await next(page, "Revisar e confirmar");
  const summary = page.getByRole("main");
  await expect(summary.getByText("Pastilhas de freio dianteiras")).toBeVisible();
  await expect(summary.getByText("Limpeza dos bicos injetores")).toHaveCount(0);
  await expect(page.locator("p").filter({ hasText: /^Total a pagar/ })).toHaveText(
    /^Total a pagarR\$\s469,00$/,
  );
});

test.describe("a correction request", () => {
  // The copy's 409 is the refusal the page tells the owner about.
  test.use({ expectedConsoleErrors: [/status of (404 \(Not Found\)|409 \(Conflict\))/] });

  test("an owner asks to correct a revision already done", async ({ page }) => {
    await logInAsRegisteredOwner(
      page,
      "/agendamento/servicos?flow=correction_revision&origin=MY_ACCOUNT",
    );
    await acceptCookies(page);
    await enterVehicle(page, "Virtus", "2022");
    await next(page, "Revisão realizada");
    await page.getByLabel("Número da revisão realizada").selectOption("1");
    // A Virtus of 2022 was first sold in 2021: a revision before that is another car's.
    await page.getByLabel("Data em que foi realizada").fill("2019-05-05");
    await expect(
      page.getByText("A data da revisão não pode ser anterior ao ano-modelo do veículo."),
    ).toBeVisible();
    await page.getByLabel("Data em que foi realizada").fill("2025-08-14");
    // An emptied reading is no reading: "Continuar" waits for one.
    await page.getByLabel("Quilometragem na revisão (km)").fill("10150");
    await page.getByLabel("Quilometragem na revisão (km)").fill("");
    await expect(page.getByLabel("Quilometragem na revisão (km)")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
    // A reading above the odometer's ceiling is a typo, said at once.
    await page.getByLabel("Quilometragem na revisão (km)").fill("1500001");
    await expect(page.getByLabel("Quilometragem na revisão (km)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      page.getByText("A quilometragem vai até 1.500.000 km. Confira o número digitado."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
    // Letters are named, not dropped in silence.
    await page.getByLabel("Quilometragem na revisão (km)").fill("10 mil");
    await expect(
      page.getByText("Informe a quilometragem em quilômetros inteiros, como 45.210."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
    // Typed as the garage shows a reading, with its dot, or without: the same 10.150 km.
    await page.getByLabel("Quilometragem na revisão (km)").fill("10.150");
    await expect(page.getByLabel("Quilometragem na revisão (km)")).toHaveValue("10.150");
    await page.getByLabel("Quilometragem na revisão (km)").fill("10150");
    await expect(page.getByLabel("Quilometragem na revisão (km)")).toHaveValue("10.150");
    await expect(page.getByLabel("Quilometragem na revisão (km)")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    await expectNoAxeViolations(page);
    await next(page, "Concessionária");
    await chooseDealer(page);
    await next(page, "Descreva a correção");
    await expect(page.locator("footer")).toHaveCount(1);
    await page
      .getByLabel("O que precisa ser corrigido?")
      .fill("A 1ª revisão não aparece no histórico do carro.");
    await expectNoAxeViolations(page);
    // The same request reaches the server first from elsewhere (a second tab): the real server
    // files it, and the page's own request, under another key, is the copy it refuses.
    let firstProtocol = "";
    await page.route(
      "**/api/v1/claim/service",
      async (route) => {
        const first = await route.fetch({
          headers: { ...route.request().headers(), "idempotency-key": crypto.randomUUID() },
        });
        firstProtocol = ((await first.json()) as { protocol: string }).protocol;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("button", { name: "Enviar pedido de correção" }).click();
    await expect(
      page.getByText(
        /^Você já pediu a correção da 1ª revisão com esta data \(protocolo CR\d{6}[0-9A-F]{8}\)\. A concessionária vai analisar o pedido\./,
      ),
    ).toBeVisible();
    expect(firstProtocol).toMatch(/^CR\d{6}[0-9A-F]{8}$/);
    await expect(page.getByText(`(protocolo ${firstProtocol})`, { exact: false })).toBeVisible();
    // The request is refused as a whole, not its description: the field is not marked wrong.
    await expect(page.getByLabel("O que precisa ser corrigido?")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Ver o pedido enviado" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Pedido de correção enviado!" }),
    ).toBeVisible();
    await expect(page.getByText(`Protocolo: ${firstProtocol}`)).toBeVisible();
    // The plate typed in the first step names the car for the dealer.
    await expect(page.getByText("BRA2E19")).toBeVisible();
    await expect(page.getByText("Situação: Em análise pela concessionária")).toBeVisible();
    await expectNoAxeViolations(page);

    // Taken back before the dealer decides: asked first, then said on the page and in the list.
    const withdrawButton = page.getByRole("button", { name: "Retirar pedido" });
    await withdrawButton.click();
    await expect(page.getByText(/^Retirar este pedido\?/)).toBeFocused();
    await expectNoAxeViolations(page);
    // Kept at first: the keyboard is back on the button that asked.
    await page.getByRole("button", { name: "Manter o pedido" }).click();
    await expect(withdrawButton).toBeFocused();
    await withdrawButton.click();
    await page.getByRole("button", { name: "Sim, retirar o pedido" }).click();
    const withdrawn = page.getByRole("heading", { level: 1, name: "Pedido de correção retirado" });
    await expect(withdrawn).toBeVisible();
    await expect(withdrawn).toBeFocused();
    await expect(page.getByText("Situação: Retirado por você")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retirar pedido" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/agendamento");
    const claims = page.getByRole("region", { name: "Meus pedidos de correção" });
    await expect(claims.getByRole("listitem")).toHaveCount(1);
    await expect(claims.getByText(`Protocolo ${firstProtocol}`, { exact: false })).toBeVisible();
    await expect(claims.getByText("Retirado por você")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("an owner resumes a booking started earlier and confirms it", async ({ page }) => {
  const owner = await logInAsRegisteredOwner(page, "/agendamento/servicos?flow=schedule_resume");
  await acceptCookies(page);
  // Nothing started yet: the page says so and leads to the choice of a service.
  await expect(page.getByText(/Não há agendamento em andamento/)).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: "Agendamento de serviços", exact: true })
    .click();
  await expect(page).toHaveURL(/\/agendamento\/servicos$/);

  await page.goto("/agendamento/servicos?flow=additional_services&origin=OFFERS");
  await enterVehicle(page, "Saveiro", "2024");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("5000");
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Serviços");
  await page.getByRole("checkbox", { name: /Palhetas do limpador/ }).check();
  await next(page, "Data e horário");
  await chooseSlot(page, 8);

  await page.goto("/agendamento/servicos?flow=schedule_resume");
  await expect(page.getByText("Serviços adicionais · Etapa 1 de 1")).toBeVisible();
  await expect(stepHeading(page, "Revisar e confirmar")).toBeVisible();
  await expect(page.getByText("Palhetas do limpador")).toBeVisible();
  await confirmBooking(page, owner.name);
});

test("a reload keeps the booking under way, and a confirmed booking leaves nothing to resume", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=additional_services&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  await enterVehicle(page, "Taos", "2023");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("21000");
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Serviços");

  // Back on the first step left to fill in, with what was filled in before.
  await page.reload();
  await expect(stepHeading(page, "Serviços")).toBeVisible();
  await expect(page.getByText("Serviços adicionais · Etapa 4 de 6")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Voltar" }).click();
  await expect(
    page.getByRole("group", { name: "Escolha a concessionária" }).getByRole("radio").first(),
  ).toBeChecked();
  await next(page, "Serviços");
  await page.getByRole("checkbox", { name: /Palhetas do limpador/ }).check();
  await next(page, "Data e horário");
  await chooseSlot(page, 12);
  await next(page, "Revisar e confirmar");
  // What is typed at the review is the booking's too: a reload brings it back.
  await page.getByLabel("Celular com DDD").fill("(21) 99876-5432");
  await page.reload();
  await expect(stepHeading(page, "Data e horário")).toBeVisible();
  await next(page, "Revisar e confirmar");
  await expect(page.getByLabel("Celular com DDD")).toHaveValue("(21) 99876-5432");
  await confirmBooking(page, owner.name);
  await expect(page.getByText("Palhetas do limpador")).toBeVisible();
  // Parts and labour are a revision's promise, not an additional service's.
  await expect(page.getByText(/Inclui peças/)).toHaveCount(0);

  await page.goto("/agendamento/servicos?flow=schedule_resume");
  await expect(page.getByText(/Não há agendamento em andamento/)).toBeVisible();
  await page.goto("/agendamento/servicos?flow=additional_services&origin=MY_ACCOUNT");
  await expect(stepHeading(page, "Veículo")).toBeVisible();
});

test("a visitor who signs up from the review comes back to the booking and confirms it", async ({
  page,
}) => {
  await page.goto("/agendamento/servicos?flow=report_inconvenience&origin=OFFERS");
  await acceptCookies(page);
  await enterVehicle(page, "Polo", "2024");
  await next(page, "O que está acontecendo");
  await page
    .getByLabel("Descreva o problema")
    .fill("Ruído no freio traseiro ao parar em descidas.");
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Data e horário");
  await showDayAWeekAhead(page);
  // A visitor's choice is not held yet: it is held when the booking is confirmed.
  const slot = page
    .getByRole("radio", { name: /Consultor/ })
    .nth(14 + (test.info().project.name === "desktop" ? 1 : 0));
  await slot.click();
  await expect(slot).toBeChecked();
  await next(page, "Revisar e confirmar");
  const startedAt = Date.now();
  await page.getByRole("button", { name: "Entrar para agendar" }).click();

  const owner = newOwnerData();
  await signUpOnProvider(page, owner);
  // A new owner registers first, then lands back on the booking's review, not in the garage.
  await page.waitForURL(/\/cadastro\?voltar=/);
  await finishRegistration(page);
  await page.waitForURL(/\/agendamento\/servicos\?flow=schedule_resume$/);
  await expect(stepHeading(page, "Revisar e confirmar")).toBeVisible();
  await expect(page.getByText("Relatar um problema · Etapa 1 de 1")).toBeVisible();
  // SPEC.md section 4's login, as from the drawer: its time stored before leaving for the provider.
  const loginTime = Number(await page.evaluate(() => window.localStorage.getItem("vw.loginTime")));
  expect(loginTime).toBeGreaterThanOrEqual(startedAt);
  expect(loginTime).toBeLessThanOrEqual(Date.now());
  await confirmBooking(page, owner.name);
  await expect(page.getByText("Diagnóstico de inconveniente")).toBeVisible();
});

test("the booking API makes a retried confirmation one booking and hides other owners' bookings", async ({
  page,
}) => {
  await logInAsRegisteredOwner(page);
  // The public key of the development defaults the test server runs with.
  const headers = { "api-key": "dev-api-key-change-me" };
  // Today's last hours may have one slot left, which both projects would want: a week ahead,
  // each project takes its own time.
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const calendar = await page.request.get(`/api/v2/calendar/dealer/10000/${later}?first=true`, {
    headers,
  });
  expect(calendar.status()).toBe(200);
  const { slots } = (await calendar.json()) as {
    slots: { startsAt: string; consultantId: number }[];
  };
  const slot = slots[slots.length - 1 - (test.info().project.name === "desktop" ? 1 : 0)];
  if (!slot) throw new Error("no free slot");
  const body = {
    flowType: "additional_services",
    vehicle: { modelCode: "BT41", modelYear: 2025 },
    mileageKm: 1000,
    dealerCode: "10000",
    consultantId: slot.consultantId,
    startsAt: slot.startsAt,
    serviceCodes: ["PALHETAS"],
    contact: {
      name: "Cliente Teste",
      email: "cliente@exemplo.com.br",
      phone: "11912345678",
      preference: 1,
    },
  };
  const first = await page.request.post("/api/v1/booking", {
    headers: { ...headers, "idempotency-key": "retry-1" },
    data: body,
  });
  expect(first.status()).toBe(201);
  const retried = await page.request.post("/api/v1/booking", {
    headers: { ...headers, "idempotency-key": "retry-1" },
    data: body,
  });
  expect(retried.status()).toBe(201);
  const [a, b] = [(await first.json()) as { id: string }, (await retried.json()) as { id: string }];
  expect(b.id).toBe(a.id);
  const list = (await (await page.request.get("/api/v1/booking", { headers })).json()) as {
    bookings: unknown[];
  };
  expect(list.bookings).toHaveLength(1);

  // Without a key too, the same confirmation answers the booking it made.
  const repeated = await page.request.post("/api/v1/booking", { headers, data: body });
  expect(repeated.status()).toBe(201);
  expect(((await repeated.json()) as { id: string }).id).toBe(a.id);

  // Another car at that time finds it taken.
  const otherCar = { ...body, vehicle: { ...body.vehicle, plate: "XYZ9A87" } };
  const taken = await page.request.post("/api/v1/booking", { headers, data: otherCar });
  expect(taken.status()).toBe(409);
  const conflict = (await taken.json()) as { error: { message: string; freeSlots: unknown[] } };
  expect(conflict.error.message).toBe("Horário indisponível");
  expect(conflict.error.freeSlots.length).toBeGreaterThan(0);

  const missing = await page.request.get("/api/v1/booking/00000000-0000-4000-8000-000000000000", {
    headers,
  });
  expect(missing.status()).toBe(404);
  const anonymous = await page.context().browser()?.newContext();
  const visitor = await anonymous?.request.get(`/api/v1/booking/${a.id}`, { headers });
  expect(visitor?.status()).toBe(401);
  await anonymous?.close();
});

/** An owner's additional-services booking for a car typed in, up to its time. */
async function servicesUpToSlot(page: Page, model: string) {
  const owner = await logInAsRegisteredOwner(
    page,
    "/agendamento/servicos?flow=additional_services&origin=MY_ACCOUNT",
  );
  await acceptCookies(page);
  await enterVehicle(page, model, "2024");
  await next(page, "Quilometragem");
  await page.getByLabel("Quilometragem atual (km)").fill("12000");
  await next(page, "Concessionária");
  await chooseDealer(page);
  await next(page, "Serviços");
  await page.getByRole("checkbox", { name: /Palhetas do limpador/ }).check();
  await next(page, "Data e horário");
  return owner;
}

test.describe("a time lost at the confirmation", () => {
  // The confirmation's 409 is the refusal the page tells the owner about.
  test.use({ expectedConsoleErrors: [/status of (404 \(Not Found\)|409 \(Conflict\))/] });

  test("a time lost before the confirmation brings the owner back to the times, told why, to choose another", async ({
    page,
  }) => {
    const owner = await servicesUpToSlot(page, "Nivus");
    const holdAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/booking/hold") && response.request().method() === "POST",
    );
    await chooseSlot(page, 20);
    const hold = (await (await holdAnswer).json()) as {
      startsAt: string;
      consultant: { id: number };
      dealer: { code: string };
    };
    await next(page, "Revisar e confirmar");

    // Meanwhile the owner books that very time for another car (another tab): the hold goes with it.
    const taken = await page.request.post("/api/v1/booking", {
      headers: { "api-key": "dev-api-key-change-me" },
      data: {
        flowType: "additional_services",
        vehicle: { modelCode: "BT41", modelYear: 2025, plate: "XYZ9A87" },
        mileageKm: 1000,
        dealerCode: hold.dealer.code,
        consultantId: hold.consultant.id,
        startsAt: hold.startsAt,
        serviceCodes: ["PALHETAS"],
        contact: {
          name: owner.name,
          email: "cliente@exemplo.com.br",
          phone: "11912345678",
          preference: 1,
        },
      },
    });
    expect(taken.status()).toBe(201);

    await page.getByRole("button", { name: "Confirmar agendamento" }).click();
    await expect(stepHeading(page, "Data e horário")).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Horário indisponível");
    const slots = page.getByRole("radio", { name: /Consultor/ });
    await expect(slots.first()).toBeVisible();
    await expect(page.getByRole("radio", { name: /Consultor/, checked: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continuar" })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Another time goes through.
    await chooseSlot(page, 24);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    await next(page, "Revisar e confirmar");
    await confirmBooking(page, owner.name);
  });
});

test.describe("a service booked twice", () => {
  // The confirmation's 409 is the refusal the page tells the owner about.
  test.use({ expectedConsoleErrors: [/status of (404 \(Not Found\)|409 \(Conflict\))/] });

  test("a service the car got in another tab meanwhile is refused at the confirmation, with a link to that booking", async ({
    page,
  }) => {
    const owner = await servicesUpToSlot(page, "Polo");
    const holdAnswer = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/booking/hold") && response.request().method() === "POST",
    );
    await chooseSlot(page, 28);
    const hold = (await (await holdAnswer).json()) as {
      vehicle: { modelCode: string; modelYear: number; plate: string };
      dealer: { code: string };
    };
    await next(page, "Revisar e confirmar");

    // Meanwhile the owner books the same wipers for the same car, another day (another tab).
    const headers = { "api-key": "dev-api-key-change-me" };
    const day = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await page.request.get(
      `/api/v2/calendar/dealer/${hold.dealer.code}/${day}?first=true`,
      { headers },
    );
    const { slots, date } = (await calendar.json()) as {
      date: string;
      slots: { startsAt: string; consultantId: number }[];
    };
    const slot = slots[slots.length - 5 - (test.info().project.name === "desktop" ? 1 : 0)];
    if (!slot) throw new Error("no free slot");
    const other = await page.request.post("/api/v1/booking", {
      headers,
      data: {
        flowType: "additional_services",
        vehicle: {
          modelCode: hold.vehicle.modelCode,
          modelYear: hold.vehicle.modelYear,
          plate: hold.vehicle.plate,
        },
        mileageKm: 12000,
        dealerCode: hold.dealer.code,
        consultantId: slot.consultantId,
        startsAt: slot.startsAt,
        serviceCodes: ["PALHETAS"],
        contact: {
          name: owner.name,
          email: "cliente@exemplo.com.br",
          phone: "11912345678",
          preference: 1,
        },
      },
    });
    expect(other.status()).toBe(201);
    const { id } = (await other.json()) as { id: string };

    await page.getByRole("textbox", { name: "E-mail" }).fill("cliente@exemplo.com.br");
    await page.getByLabel("Celular com DDD").fill("(11) 91234-5678");
    await page.getByRole("button", { name: "Confirmar agendamento" }).click();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(
      `Este veículo já tem o serviço Palhetas do limpador agendado para ${date.split("-").reverse().join("/")}.`,
    );
    await expect(alert.getByRole("link", { name: "Ver o agendamento existente" })).toHaveAttribute(
      "href",
      `/agendamento/servicos/confirmacao?id=${id}`,
    );
    // No time was lost: the owner stays on the review, to go back or follow the link, and the
    // keyboard stays on the button that was pressed.
    await expect(stepHeading(page, "Revisar e confirmar")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirmar agendamento" })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test("the time an owner holds stays chosen after a reload and a step back", async ({ page }) => {
  const owner = await servicesUpToSlot(page, "Virtus");
  await chooseSlot(page, 18);
  const chosen = page.getByRole("radio", { name: /Consultor/, checked: true });
  const chosenId = (await chosen.getAttribute("id")) ?? "";
  const chosenName = (await chosen.evaluate((radio) => radio.parentElement?.textContent)) ?? "";
  // The time chosen low in a long list says it is held beside itself, in view where it was tapped.
  const heldNote = /^Reservado até \d{2}:\d{2}$/;
  await expect(page.getByText(heldNote)).toHaveCount(1);
  await expect(chosen.locator("xpath=../..").getByText(/^Reservado até/)).toBeInViewport();
  await next(page, "Revisar e confirmar");

  // A reload opens the booking at its time, still held for the owner.
  await page.reload();
  await expect(stepHeading(page, "Data e horário")).toBeVisible();
  await expect(page.locator(`#${chosenId}`)).toBeChecked();
  await expect(page.getByRole("radio", { name: chosenName })).toBeChecked();
  await expect(page.locator(`#${chosenId}`).locator("xpath=../..").getByText(heldNote)).toHaveCount(
    1,
  );
  await expect(
    page.getByText(/Horário reservado para você até \d{2}:\d{2} \(horário de [^)]+\)\./),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Continuar" })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Back from the review shows it too.
  await next(page, "Revisar e confirmar");
  await page.getByRole("main").getByRole("button", { name: "Voltar" }).click();
  await expect(stepHeading(page, "Data e horário")).toBeVisible();
  await expect(page.locator(`#${chosenId}`)).toBeChecked();
  await expect(
    page.getByText(/Horário reservado para você até \d{2}:\d{2} \(horário de [^)]+\)\./),
  ).toBeVisible();
  await next(page, "Revisar e confirmar");
  await confirmBooking(page, owner.name);
});

/** Each summary label and its value, as laid out: the value under its label, or beside it. */
async function summaryLayout(summary: Locator) {
  return summary.locator("dl").evaluate((list) => {
    const width = Math.round(list.getBoundingClientRect().width);
    return [...list.querySelectorAll("dt")].map((term) => {
      const label = term.getBoundingClientRect();
      const value = term.nextElementSibling?.getBoundingClientRect();
      if (!value) return { label: term.textContent, stacked: false, full: false, beside: false };
      return {
        label: term.textContent,
        stacked: value.top >= label.bottom - 1 && Math.abs(value.left - label.left) <= 1,
        full: Math.round(value.width) >= width - 1,
        beside: Math.abs(value.top - label.top) <= 2 && value.left >= label.right,
      };
    });
  });
}

async function expectSummaryLaidOut(page: Page, summary: Locator) {
  const width = page.viewportSize()?.width ?? 0;
  const rows = await summaryLayout(summary);
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) {
    expect(row).toEqual(
      width < 640
        ? { label: row.label, stacked: true, full: true, beside: false }
        : { label: row.label, stacked: false, full: false, beside: true },
    );
  }
}

/** A pill button's label keeps clear of its rounded ends, on one line where it fits. */
async function expectRoomInside(button: Locator) {
  const room = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return {
      left: Math.round(text.left - box.left),
      right: Math.round(box.right - text.right),
      overflows: element.scrollWidth > element.clientWidth,
    };
  });
  expect(room.overflows).toBe(false);
  expect(room.left).toBeGreaterThanOrEqual(16);
  expect(room.right).toBeGreaterThanOrEqual(16);
}

const widths = [320, 390, 1440] as const;

test("a booking reads on a phone: the summary stacks, the buttons keep their text inside, and the chosen channel shows", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "widths are set by the test");
  await page.setViewportSize({ width: 320, height: 800 });
  const owner = await logInAsRegisteredOwner(page, "/agendamento");
  await acceptCookies(page);
  await page.getByRole("radio", { name: /Revisão periódica/ }).check();
  // The garage vehicle comes chosen: "Começar" opens the wizard on its mileage, heading first.
  await page.getByRole("button", { name: "Começar" }).press("Enter");
  await expect(stepHeading(page, "Quilometragem")).toBeFocused();
  await takeGarageMileage(page);
  await next(page, "Concessionária");
  await expect(stepHeading(page, "Concessionária")).toBeFocused();
  await chooseDealer(page);
  await next(page, "Revisão");
  await next(page, "Serviços");
  await next(page, "Data e horário");
  await chooseSlot(page, 10);
  await next(page, "Observações");
  await next(page, "Revisar e confirmar");

  const summary = page.getByRole("region", { name: "Resumo" });
  const confirm = page.getByRole("button", { name: "Confirmar agendamento" });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectSummaryLaidOut(page, summary);
    await expectRoomInside(confirm);
    await page.screenshot({
      path: test.info().outputPath(`review-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole("radio", { name: "WhatsApp" }).check();
  await confirmBooking(page, owner.name);

  // The mail goes to the account's own e-mail, not the contact typed for the dealer, who gets in
  // touch the way the owner chose.
  await expect(
    page.getByText(
      `Enviamos a confirmação para ${owner.email}. Na véspera do atendimento, enviamos um lembrete.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("definition").filter({ hasText: "Por WhatsApp, no (11) 91234-5678" }),
  ).toBeVisible();
  const booked = page.getByRole("region", { name: "Resumo" });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectSummaryLaidOut(page, booked);
    await expectRoomInside(page.getByRole("button", { name: "Cancelar agendamento" }));
    await page.screenshot({
      path: test.info().outputPath(`confirmation-${width}.png`),
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 320, height: 800 });
  await page.getByRole("button", { name: "Reagendar" }).click();
  const options = page.getByRole("button", { name: /· (Manhã|Tarde) ·/ });
  await options.last().click();
  await expectRoomInside(page.getByRole("button", { name: "Confirmar novo horário" }));
  await page.screenshot({ path: test.info().outputPath("reschedule-320.png"), fullPage: true });
  await expectNoAxeViolations(page);
});

test("the garage lists the selected vehicle's bookings and points to the other vehicles' ones", async ({
  page,
}) => {
  const owner = await logInAsRegisteredOwner(page, "/garagem?view=servicos");
  await acceptCookies(page);
  const schedule = page.getByRole("link", { name: /^Agendar \d+ª revisão$/ }).first();
  const revision = `${(await schedule.textContent())?.match(/\d+/)?.[0] ?? ""}ª revisão`;
  await schedule.click();
  await expect(stepHeading(page, "Quilometragem")).toBeVisible();
  await takeGarageMileage(page);
  await bookRevisionFromMileage(page, 22, owner.name);

  // A second vehicle, which the garage then shows selected; the favourite dealer stays.
  await page.goto("/cadastro?novoVeiculo=1");
  await page.getByRole("button", { name: "Continuar" }).click();
  const confirm = page.getByRole("button", { name: "Confirmar veículo" });
  const free = buildVehicleRegistry().filter(
    (vehicle) => vehicle.ownerId === null && registeredOwnersVehicle(vehicle.vin),
  );
  // Journeys running beside this one claim vehicles too: a taken one is passed over.
  for (let attempt = 0; attempt < 5 && !(await confirm.isVisible()); attempt += 1) {
    const vehicle = free[Math.floor(Math.random() * free.length)];
    await page.getByLabel("Chassi ou placa").fill(vehicle?.vin ?? "");
    await page.getByRole("button", { name: "Buscar veículo" }).click();
    await expect(
      confirm.or(page.getByRole("status").filter({ hasText: vehicle?.vin })),
    ).toBeVisible();
  }
  await confirm.click();
  await page.getByRole("button", { name: "Concluir cadastro" }).click();
  await page.waitForURL(/\/garagem/);
  await page.goto("/garagem?view=servicos");
  const bookings = page.getByRole("region", { name: "Meus agendamentos" });
  await expect(bookings.getByText("Este veículo não tem agendamentos.")).toBeVisible();
  await expect(bookings.getByRole("link", { name: revision })).toHaveCount(0);
  await expect(bookings).toContainText(
    "1 agendamento de outro veículo seu está em Agendamento de serviços.",
  );
  await expect(bookings.getByRole("link", { name: "Agendamento de serviços" })).toHaveAttribute(
    "href",
    "/agendamento",
  );
  await expectNoAxeViolations(page);

  // The first vehicle lists its own booking, and no word of others.
  const switcher = page.getByLabel("Veículo selecionado");
  const first = (await switcher.locator("option:not(:checked)").first().textContent()) ?? "";
  await switcher.selectOption({ label: first });
  await expect(bookings.getByRole("link", { name: revision })).toBeVisible();
  await expect(bookings.getByText(/de outros? veículos? seus?/)).toHaveCount(0);
});
