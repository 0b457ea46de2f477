import type { Browser, Locator, Page } from "@playwright/test";
import { lineup } from "../../src/db/seed/lineup";
import { buildVehicleRegistry, type SeedVehicle } from "../../src/db/seed/vehicle-registry";
import { vehiclePaint } from "../../src/features/garage/domain/vehicle-paint";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitForMail } from "./mail-inbox";
import {
  concludeWithDealerIn,
  logInAsNewOwner,
  logInAsRegisteredOwner,
  registeredOwnersVehicle,
} from "./owner-session";
import { withOpenRecall } from "./recall-vehicles";

// The embedded provider's own pages have no favicon.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

const registry = buildVehicleRegistry();
const recallJourneyVins = new Set(withOpenRecall.map((pick) => pick.vin));
// Vehicles with at least one revision: their last reading is above zero, so a lower one can be tried.
const free = registry.filter(
  (vehicle) =>
    vehicle.ownerId === null &&
    vehicle.plate &&
    vehicle.readings.length > 1 &&
    !registeredOwnersVehicle(vehicle.vin) &&
    !recallJourneyVins.has(vehicle.vin),
);
const taken = registry.filter((vehicle) => vehicle.ownerId !== null);

/**
 * Free vehicles of the seeded registry no other journey claims in the same run: each journey
 * (numbered 0 to 3) of each project draws from a share of the list of its own, so two journeys
 * running at once never pick the same vehicle.
 */
function freeVehicles(count: number, journey: number) {
  const lanes = 8;
  const lane = journey * 2 + (test.info().project.name === "desktop" ? 1 : 0);
  const laneSize = Math.floor(free.length / lanes);
  const start = lane * laneSize + Math.floor(Math.random() * (laneSize - count));
  return free.slice(start, start + count);
}

function plateText(plate: string) {
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** The consent banner sits over the bottom of a phone's screen; owners answer it first. */
async function answerCookieBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  // It shows once the page's script runs, which a busy machine can delay by seconds.
  await banner.waitFor({ state: "visible", timeout: 15_000 }).catch(() => undefined);
  if (await banner.isVisible().catch(() => false)) {
    await banner.getByRole("button", { name: "Recusar" }).click();
  }
}

/** The owner's car is drawn in the colour on its registration, not in its model's own colour. */
async function expectPaintedPicture(page: Page, vehicle: SeedVehicle) {
  const paint = vehiclePaint(vehicle.color);
  if (!paint) throw new Error(`the registry colour ${vehicle.color} has no paint`);
  const address = `/illustrations/vehicles/${paint.key}/${vehicle.modelSlug}.svg`;
  const picture = page.locator(`img[src="${address}"]`);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("alt", "");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const drawing = await page.request.get(address);
  expect(drawing.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await drawing.text()).toContain(`data-paint="body" fill="${paint.body}"`);
}

async function expectStep(page: Page, name: string, step: number, max: number) {
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByText(`Etapa ${step} de ${max}`)).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText(`${step}. ${name}`);
}

test("a new owner registers a vehicle by chassi, picks a dealer and manages the garage", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [first, second] = freeVehicles(2, 0);
  if (!first?.plate || !second?.plate) throw new Error("the registry has no free vehicles");
  const owner = await logInAsNewOwner(page, "/cadastro");
  await answerCookieBanner(page);

  await expect(page.getByRole("heading", { level: 1, name: "Cadastro" })).toBeVisible();
  await expectStep(page, "Dados pessoais", 1, 4);
  // "Confira seus dados": the data given at sign-up, read-only, the CPF masked, changed elsewhere.
  const ownerData = page.getByRole("region", { name: "Seus dados" });
  await expect(ownerData.getByRole("definition")).toHaveText([
    owner.name,
    owner.email,
    /^\*\*\*\.\d{3}\.\d{3}-\*\*$/,
    /^\(\d{2}\) 9\d{4}-\d{4}$/,
  ]);
  await expect(ownerData.getByRole("link", { name: "Alterar em Minha conta" })).toHaveAttribute(
    "href",
    "/minha-conta",
  );
  await expect(ownerData.getByRole("textbox")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();

  await expectStep(page, "Cadastrar veículo", 2, 4);
  const lookup = page.getByLabel("Chassi ou placa");
  await lookup.fill("9BWAB45UZ");
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("O chassi tem 17 caracteres.", { exact: false })).toBeVisible();
  await lookup.fill("9BWAL45UZKT999999");
  // From the keyboard: the button is disabled while the search runs, and the answer takes the
  // focus it dropped, so the next Tab goes on from there and not from the top of the page.
  await page.getByRole("button", { name: "Buscar veículo" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Veículo não encontrado.")).toBeVisible();
  await expect(page.getByText(/Confira o chassi ou a placa no documento/)).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Veículo não encontrado." }),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  // A new attempt, even one the field refuses, takes the last answer away.
  await lookup.fill("9BWAB45UZ");
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("O chassi tem 17 caracteres.", { exact: false })).toBeVisible();
  await expect(page.getByText("Veículo não encontrado.")).toHaveCount(0);
  await lookup.fill(first.vin.toLowerCase());
  await expect(lookup).toHaveValue(first.vin);
  await page.getByRole("button", { name: "Buscar veículo" }).click();

  await expectStep(page, "Confirmar veículo", 3, 4);
  await expect(page.getByText(first.vin)).toBeVisible();
  await expectPaintedPicture(page, first);
  // Leaving and coming back resumes at the same step with the same vehicle.
  await page.reload();
  await expectStep(page, "Confirmar veículo", 3, 4);
  await expect(page.getByText(first.vin)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirmar veículo" }).click();

  await expectStep(page, "Concessionária", 4, 4);
  await expect(page.getByRole("button", { name: "Concluir cadastro" })).toBeDisabled();
  await page.getByLabel("Nome ou cidade da concessionária").fill("maceio");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("heading", { name: 'Resultados para "maceio"' })).toBeVisible();
  // A search too short says so, without the earlier results under it as if they answered it.
  await page.getByLabel("Nome ou cidade da concessionária").fill(" m ");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("Digite ao menos 2 letras do nome ou da cidade.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Resultados para/ })).toHaveCount(0);
  await page.getByLabel("Nome ou cidade da concessionária").fill("maceio");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("heading", { name: 'Resultados para "maceio"' })).toBeVisible();
  const dealerCard = page.getByRole("listitem").filter({ hasText: "Maceió" }).first();
  const dealerName = (await dealerCard.locator("p").first().textContent()) ?? "";
  await dealerCard.getByRole("button", { name: /^Escolher/ }).click();
  // The pressed button keeps the focus, and says it is now the chosen one.
  await expect(dealerCard.getByRole("button", { name: /^Escolhida/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Concluir cadastro" }).click();

  // The garage says the registration is done, and the keyboard goes on from there; the address
  // loses the query that said it, so a reload does not say it again.
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Cadastro concluído: seu veículo já está na sua garagem." }),
  ).toBeFocused();
  await page.waitForURL(/\/garagem\?view=servicos$/);
  await expect(page.getByRole("heading", { level: 1, name: "Minha garagem" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Próximas revisões" })).toBeVisible();
  await expectPaintedPicture(page, first);
  const schedule = page.getByRole("link", { name: /^Agendar \d+ª revisão$/ }).first();
  await expect(schedule).toHaveAttribute(
    "href",
    /^\/agendamento\/servicos\?flow=periodic_revision&vehicleId=\d+&revisionNumber=\d+&origin=MY_ACCOUNT$/,
  );
  await expect(page.getByRole("heading", { name: "Histórico de serviços" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A second vehicle, by plate, through the new-vehicle flow.
  await page.getByRole("link", { name: "Adicionar veículo" }).click();
  await expectStep(page, "Adicionar veículo", 1, 4);
  // Adding one more is optional: the first step leads back to the garage.
  await page.getByRole("link", { name: "Cancelar" }).click();
  await page.waitForURL(/\/garagem$/);
  await page.getByRole("link", { name: "Adicionar veículo" }).click();
  await expectStep(page, "Adicionar veículo", 1, 4);
  // The longer path's guidance speaks to an owner who already has a vehicle.
  await page.getByRole("radio", { name: /Quero ajuda para encontrar os dados/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "Adicionar veículo", 2, 6);
  await expect(
    page.getByRole("heading", { level: 3, name: "Onde encontrar os dados do veículo" }),
  ).toBeVisible();
  await expect(page.getByText("Sua garagem ainda não tem veículo")).toHaveCount(0);
  await page.getByRole("button", { name: "Voltar" }).click();
  await page.getByRole("radio", { name: /Tenho o chassi ou a placa/ }).check();
  await expectStep(page, "Adicionar veículo", 1, 4);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Chassi ou placa").fill(second.plate);
  await expect(page.getByLabel("Chassi ou placa")).toHaveValue(plateText(second.plate));
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expectStep(page, "Confirmar veículo", 3, 4);
  // A plate is on every street: the card shows the car without its chassi, and whoever has the
  // car's document types the chassi to add it.
  await expect(
    page.getByRole("definition").filter({ hasText: plateText(second.plate) }),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Chassi" })).toHaveCount(0);
  await expect(page.getByText(second.vin)).toHaveCount(0);
  await expect(page.getByText("Data da venda")).toHaveCount(0);
  const chassi = page.getByRole("textbox", { name: "Chassi", exact: true });
  await expect(chassi).toHaveAccessibleDescription(/17 caracteres do documento do veículo/);
  const confirm = page.getByRole("button", { name: "Confirmar veículo" });
  // The plate does not stand for the chassi: the field says so and takes the focus.
  await chassi.fill(second.plate);
  await confirm.click();
  await expect(chassi).toHaveAccessibleDescription(/^Isto é uma placa\. Informe o chassi/);
  await expect(chassi).toBeFocused();
  // A chassi of another car is refused as an unknown one would be, beside the field.
  await chassi.fill(first.vin);
  await confirm.click();
  await expect(chassi).toHaveAccessibleDescription(
    /^O chassi não confere com o veículo desta placa\. Confira no documento do veículo \(CRLV\)\./,
  );
  await expect(chassi).toHaveAttribute("aria-invalid", "true");
  await expect(chassi).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("confirm-chassi.png"), fullPage: true });
  // Typed as on the document, in lower case: the right chassi adds the car (Enter confirms).
  await chassi.fill(second.vin.toLowerCase());
  await expect(chassi).toHaveValue(second.vin);
  await expect(chassi).not.toHaveAttribute("aria-invalid", "true");
  await chassi.press("Enter");
  await expectStep(page, "Concessionária", 4, 4);
  await page.getByRole("button", { name: "Concluir cadastro" }).click();
  await page.waitForURL(/\/garagem\?view=servicos$/);

  // Switching vehicles keeps the choice.
  const switcher = page.getByLabel("Veículo selecionado");
  await expect(switcher).toBeVisible();
  await page.goto("/garagem?view=meuveiculo");
  await expect(page.getByText(second.vin)).toBeVisible();
  await expectPaintedPicture(page, second);
  const firstModel = lineup.find((model) => model.slug === first.modelSlug)?.name ?? "";
  // A vehicle with a pending recall says so after its name in the list.
  const firstOption = switcher.getByRole("option", {
    name: `${firstModel} · ${plateText(first.plate)}`,
  });
  await switcher.selectOption({ label: (await firstOption.textContent()) ?? "" });
  await expect(page.getByText(first.vin)).toBeVisible();
  await page.reload();
  await expect(page.getByText(first.vin)).toBeVisible();
  await expectNoAxeViolations(page);

  // Nickname and mileage.
  const nickname = page.getByRole("textbox", { name: "Apelido do veículo" });
  await nickname.fill("  Carro da família  ");
  const saveNickname = page
    .getByRole("form", { name: "Apelido do veículo" })
    .getByRole("button", { name: "Salvar" });
  await saveNickname.click();
  await expect(page.getByRole("option", { name: /Carro da família/ })).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: "Apelido salvo." })).toBeVisible();
  // The field shows the nickname as saved, without the spaces typed around it.
  await expect(nickname).toHaveValue("Carro da família");
  // A save leaves the keyboard where it was, never on the page's body.
  await expect(saveNickname).toBeFocused();
  const mileage = page.getByRole("textbox", { name: "Quilometragem atual (km)" });
  await mileage.fill("1");
  const mileageForm = page.getByRole("form", { name: "Quilometragem atual (km)" });
  await mileageForm.getByRole("button", { name: "Salvar" }).click();
  await expect(
    mileageForm.getByRole("alert").filter({ hasText: /menor que a última registrada/ }),
  ).toBeVisible();
  await expect(mileage).toBeFocused();
  const km = (first.readings.at(-1)?.mileageKm ?? 0) + 1234;
  await mileage.fill(String(km));
  await expect(mileage).toHaveValue(km.toLocaleString("pt-BR"));
  // The message answered the reading sent: a new reading takes it away.
  await expect(mileageForm.getByRole("alert")).toHaveCount(0);
  await mileageForm.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText(`${km.toLocaleString("pt-BR")} km`, { exact: true })).toBeVisible();
  await expect(mileageForm.getByRole("button", { name: "Salvar" })).toBeFocused();

  // Removing one vehicle leaves the other. The dialog's code loads on the first click, and
  // "Cancelar" gives focus back to the button that opened it.
  const removeButton = page.getByRole("button", { name: "Remover da garagem" });
  await removeButton.click();
  const dialog = page.getByRole("dialog", { name: "Remover veículo da garagem?" });
  await expect(dialog).toBeVisible();
  // Named as the transfer dialogs and e-mails name it; the dotted form is the list's.
  await expect(dialog).toContainText(`${firstModel} ${plateText(first.plate)}. `);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(removeButton).toBeFocused();
  await removeButton.click();
  await expect(dialog).toBeVisible();
  // Saving the mileage refreshes the page's data, and React swaps the <title> as it lands.
  await expect(page).toHaveTitle(/Volkswagen/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Remover" }).click();
  await expect(page.getByText("Veículo removido da garagem.")).toBeVisible();
  // The removed car's view goes with it: the keyboard waits on the page's heading.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByText(second.vin)).toBeVisible();
  await expect(page.getByLabel("Veículo selecionado")).toHaveCount(0);

  // The favourite dealer, then a change through /profile/dealer/change.
  await page.goto("/garagem?view=concessionaria");
  await expect(page.getByRole("heading", { level: 2, name: dealerName })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver no mapa/ })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  // Written as the phone beside it is, and opened on wa.me with the country code.
  await expect(
    page.getByRole("link", { name: /^WhatsApp: \(\d{2}\) 9\d{4}-\d{4} \(abre em nova aba\)$/ }),
  ).toHaveAttribute("href", /^https:\/\/wa\.me\/55\d{11}$/);
  // The phone reads as Brazilians write it, and dials with the country code.
  const phone = page.getByRole("link", { name: /^\(\d{2}\) \d{4,5}-\d{4}$/ });
  await expect(phone).toHaveAttribute("href", /^tel:\+55\d{10,11}$/);
  await expect(page.getByRole("heading", { name: "Horário de atendimento" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Trocar concessionária" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Trocar concessionária" }),
  ).toBeVisible();
  // The list is around the place the top bar names, and the current favourite is shown first.
  const place =
    (
      await page
        .getByRole("banner")
        .getByRole("button", { name: /localização/i })
        .textContent()
    )?.trim() ?? "";
  expect(place).toMatch(/ - [A-Z]{2}$/);
  await expect(
    page.getByRole("heading", { level: 2, name: `Perto de ${place}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/centro do país/)).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Sua concessionária atual" }).getByText(dealerName),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const near = page.getByRole("listitem").filter({ hasNotText: dealerName }).first();
  const newDealer = (await near.locator("p").first().textContent()) ?? "";
  await near.getByRole("button", { name: /^Escolher/ }).click();
  await page.waitForURL(/view=concessionaria/);
  await expect(page.getByRole("heading", { level: 2, name: newDealer })).toBeVisible();
});

test("a vehicle field saved as the page loads waits for the form's code, then is saved", async ({
  page,
}) => {
  await logInAsRegisteredOwner(page);
  // The page's own scripts come at once; the code it asks for afterwards (the vehicle's forms) is
  // held, as on a slow connection, until the test lets it through.
  let html = "";
  const held: (() => void)[] = [];
  let holding = true;
  await page.route("**/garagem?view=meuveiculo", async (route) => {
    const response = await route.fetch();
    html = await response.text();
    await route.fulfill({ response, body: html });
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (holding && !html.includes(new URL(route.request().url()).pathname)) {
      await new Promise<void>((release) => held.push(release));
    }
    await route.continue();
  });
  await page.goto("/garagem?view=meuveiculo");
  const form = page.getByRole("form", { name: "Quilometragem atual (km)" });
  const reading = form.getByRole("textbox", { name: "Quilometragem atual (km)" });
  const save = form.getByRole("button", { name: "Salvar" });
  const saved = Number((await reading.inputValue()).replace(/\D/g, "") || "0") + 1_000;
  // Before its code, the form cannot be sent: neither "Salvar" nor Enter leaves the view.
  await expect(save).toBeDisabled();
  await reading.fill(String(saved));
  await reading.press("Enter");
  await expect(page).toHaveURL(/\/garagem\?view=meuveiculo$/);
  holding = false;
  for (const release of held.splice(0)) release();
  await save.click();
  await expect(
    page.getByText(`${saved.toLocaleString("pt-BR")} km`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/garagem\?view=meuveiculo$/);
  await expect(reading).toHaveValue(saved.toLocaleString("pt-BR"));
});

test("a new owner asking for the garage is sent to registration, where a vehicle in another garage becomes a transfer request", async ({
  page,
}) => {
  const elsewhere = taken[Math.floor(Math.random() * taken.length)];
  if (!elsewhere) throw new Error("the registry has no owned vehicle");
  await logInAsNewOwner(page, "/garagem");
  await answerCookieBanner(page);
  // SPEC.md: a newUser is forced to /cadastro until registration is finished.
  await page.goto("/garagem");
  await page.waitForURL(/\/cadastro/);
  await expectStep(page, "Dados pessoais", 1, 4);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await page.getByLabel("Chassi ou placa").fill(elsewhere.vin);
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText(/já está na garagem de outra pessoa/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pedir transferência" }).click();
  // One answer, not the reminder that the request was already made, and focus on it.
  const sent = page.getByText(/Pedido de transferência registrado/);
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.getByText(/Você já pediu a transferência/)).toHaveCount(0);
  await page.getByLabel("Chassi ou placa").fill("9BWAB45UZ");
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("O chassi tem 17 caracteres.", { exact: false })).toBeVisible();
  await expect(page.getByText(/Pedido de transferência registrado/)).toHaveCount(0);
});

/**
 * Someone else, in a browser of their own, signs up and asks for the transfer of `vin` from the
 * registration's "Cadastrar veículo" step, where they stay.
 */
async function claimFromNewOwner(browser: Browser, baseURL: string | undefined, vin: string) {
  const context = await browser.newContext({ baseURL, locale: "pt-BR" });
  const buyer = await context.newPage();
  const claimant = await logInAsNewOwner(buyer, "/cadastro");
  await answerCookieBanner(buyer);
  await buyer.getByRole("button", { name: "Continuar" }).click();
  await expectStep(buyer, "Cadastrar veículo", 2, 4);
  await buyer.getByLabel("Chassi ou placa").fill(vin);
  await buyer.getByRole("button", { name: "Buscar veículo" }).click();
  await buyer.getByRole("button", { name: "Pedir transferência" }).click();
  await expect(buyer.getByText(/Pedido de transferência registrado/)).toBeVisible();
  return { context, buyer, claimant };
}

test("an owner accepts a transfer only after confirming, and is told it is done", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await logInAsRegisteredOwner(page, "/garagem");

  // Someone else, in a browser of their own, claims the owner's vehicle.
  const { claimant, context: buyerContext } = await claimFromNewOwner(browser, baseURL, owner.vin);
  await buyerContext.close();

  // The owner is told by e-mail which vehicle was asked for and where to answer, never by whom.
  const [notice, vehicleLabel = ""] = await waitForMail(
    owner.email,
    /Outra pessoa pediu a transferência do seu (.+) para a garagem dela\.[\s\S]*/,
  );
  expect(notice).toContain(`Minha garagem: ${baseURL}/garagem`);
  for (const secret of [claimant.email, claimant.name, owner.vin]) {
    expect(notice).not.toContain(secret);
  }

  await page.goto("/garagem?view=meuveiculo");
  await expect(page.getByText(owner.vin)).toBeVisible();
  await expect(
    page.getByText(`Outra pessoa pediu a transferência do seu ${vehicleLabel}.`),
  ).toBeVisible();
  const accept = page.getByRole("button", { name: "Aceitar transferência" });
  await accept.click();
  const dialog = page.getByRole("dialog", { name: "Passar o veículo para o novo proprietário?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Os agendamentos futuros deste veículo serão cancelados");
  // The safe choice holds focus; Escape keeps the vehicle and gives focus back.
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await expect(page.getByText(owner.vin)).toBeVisible();

  await accept.click();
  await dialog.getByRole("button", { name: "Aceitar transferência" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Transferência aceita" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Minha garagem" })).toBeFocused();
  await expect(page.getByText(owner.vin)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Pedidos de transferência" })).toHaveCount(0);
  // The claimant is told the vehicle is now in their garage.
  const [, handedOver] = await waitForMail(
    claimant.email,
    /Seu pedido de transferência foi aceito: o (.+) agora está na sua garagem\./,
  );
  expect(handedOver).toBe(vehicleLabel);
});

test("an owner declines a transfer only after confirming, keeps the vehicle, and the requester is told", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await logInAsRegisteredOwner(page, "/garagem");

  const { claimant, context: buyerContext } = await claimFromNewOwner(browser, baseURL, owner.vin);
  await buyerContext.close();

  await page.goto("/garagem?view=meuveiculo");
  const requests = page.getByRole("region", { name: "Pedidos de transferência" });
  await expect(requests.getByText(/Outra pessoa pediu a transferência do seu/)).toBeVisible();
  const decline = requests.getByRole("button", { name: "Recusar", exact: true });
  await decline.click();
  const dialog = page.getByRole("dialog", { name: "Recusar o pedido de transferência?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("O veículo continua na sua garagem e o pedido é encerrado.");
  // Nothing is decided yet: the safe choice holds focus, and Escape gives focus back.
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();
  await expect(requests).toBeVisible();

  // "Cancelar" from the keyboard keeps the claim open as well.
  await decline.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(decline).toBeFocused();
  await page.reload();
  await expect(requests).toBeVisible();

  // Confirmed with the keyboard: Tab from "Cancelar" reaches "Recusar pedido".
  await decline.click();
  await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Recusar pedido" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Pedido de transferência recusado" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Minha garagem" })).toBeFocused();
  await expect(requests).toHaveCount(0);
  await expect(page.getByText(owner.vin)).toBeVisible();
  await waitForMail(claimant.email, /Seu pedido de transferência do .+ não foi aceito/);
});

test("a new owner whose transfer is accepted mid-registration finishes it with that vehicle", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await logInAsRegisteredOwner(page, "/garagem");

  // The claimant stops at "Cadastrar veículo" once the transfer is asked for.
  const { buyer, context: buyerContext } = await claimFromNewOwner(browser, baseURL, owner.vin);

  await page.goto("/garagem?view=meuveiculo");
  await page.getByRole("button", { name: "Aceitar transferência" }).click();
  await page
    .getByRole("dialog", { name: "Passar o veículo para o novo proprietário?" })
    .getByRole("button", { name: "Aceitar transferência" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Transferência aceita" })).toBeVisible();

  // Still a newUser, the claimant is sent back to registration, which offers the car handed over.
  await buyer.goto("/garagem");
  await buyer.waitForURL(/\/cadastro\?voltar=/);
  await expectStep(buyer, "Cadastrar veículo", 2, 4);
  await expect(buyer.getByText(owner.vin)).toBeVisible();
  await expect(buyer.getByText(/já está na sua garagem\. Continue/)).toBeVisible();
  await expectNoAxeViolations(buyer);
  // Searching for it again says the same, and lets the owner go on.
  await buyer.getByLabel("Chassi ou placa").fill(owner.vin);
  await buyer.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(buyer.getByText(/já está na sua garagem\. Continue/)).toBeVisible();
  await buyer.getByRole("button", { name: "Continuar" }).click();
  await expectStep(buyer, "Confirmar veículo", 3, 4);
  await expect(buyer.getByText(owner.vin)).toBeVisible();
  await buyer.getByRole("button", { name: "Confirmar veículo" }).click();
  await expectStep(buyer, "Concessionária", 4, 4);
  await buyer
    .getByRole("button", { name: /^Escolher/ })
    .first()
    .click();
  await buyer.getByRole("button", { name: "Concluir cadastro" }).click();
  await buyer.waitForURL(/\/garagem/);
  await expect(buyer.getByRole("heading", { level: 1, name: "Minha garagem" })).toBeVisible();
  await buyer.goto("/garagem?view=meuveiculo");
  await expect(buyer.getByText(owner.vin)).toBeVisible();
  await buyer.goto("/");
  await expect(buyer).not.toHaveURL(/\/cadastro/);
  await buyerContext.close();
});

async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element was not reached with Tab");
}

test("the registration journey works with the keyboard alone", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard journeys run on the desktop project");
  test.setTimeout(90_000);
  const [vehicle] = freeVehicles(1, 1);
  if (!vehicle) throw new Error("the registry has no free vehicle");
  await logInAsNewOwner(page, "/cadastro");
  await answerCookieBanner(page);
  await expectStep(page, "Dados pessoais", 1, 4);

  // The longer path: chosen with the arrow keys on the radio group.
  await tabTo(page, page.getByRole("radio", { name: /Tenho o chassi ou a placa/ }));
  await page.keyboard.press("ArrowDown");
  await expectStep(page, "Dados pessoais", 1, 6);
  await tabTo(page, page.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await expectStep(page, "Sem veículo", 2, 6);
  await tabTo(page, page.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await expectStep(page, "Cadastrar veículo", 3, 6);
  await tabTo(page, page.getByLabel("Chassi ou placa"));
  await page.keyboard.type(vehicle.vin);
  await page.keyboard.press("Enter");
  await expectStep(page, "Completar informações", 4, 6);
  await tabTo(page, page.getByLabel("RENAVAM"));
  await page.keyboard.type("12345678901");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/RENAVAM inválido/)).toBeVisible();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("00639884962");
  // A reading below the vehicle's last one is refused beside its field until the owner confirms.
  await tabTo(page, page.getByLabel("Quilometragem atual (km)"));
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("alert").filter({ hasText: /menor que a última registrada/ }),
  ).toBeVisible();
  await expectStep(page, "Completar informações", 4, 6);
  await tabTo(page, page.getByRole("checkbox", { name: /Confirmo que a quilometragem/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Continuar" }));
  await page.keyboard.press("Enter");
  await expectStep(page, "Confirmar veículo", 5, 6);
  await tabTo(page, page.getByRole("button", { name: "Confirmar veículo" }));
  await page.keyboard.press("Enter");
  await expectStep(page, "Concessionária", 6, 6);
  await tabTo(page, page.getByRole("button", { name: /^Escolher/ }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /^Escolhida/ })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Concluir cadastro" }));
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/garagem\?view=servicos$/);
  await expect(page.getByText(vehicle.vin)).toBeVisible();
  await page.goto("/garagem?view=meuveiculo");
  await expect(page.getByText("00639884962")).toBeVisible();
  await expect(page.getByText("1 km", { exact: true })).toBeVisible();
});

/** A chassi or plate read as one piece: its text on one line, inside the screen's width. */
async function expectOneLine(locator: Locator) {
  const text = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return {
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      right: range.getBoundingClientRect().right,
      screen: document.documentElement.clientWidth,
    };
  });
  expect(text.lines).toBe(1);
  expect(text.right).toBeLessThanOrEqual(text.screen);
}

test("a view of the garage still on its way marks its tab, not the route spinner", async ({
  page,
}) => {
  await logInAsRegisteredOwner(page, "/garagem");
  // The view's rendering is held at the network until the tab has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/garagem\?view=meuveiculo/, async (route) => {
    await held;
    await route.continue();
  });
  const tab = page
    .getByRole("navigation", { name: "Minha garagem" })
    .getByRole("link", { name: "Dados do veículo" });
  await tab.click();
  await expect(tab.locator("[data-pending]")).toHaveCount(1);
  await expect(page.getByTestId("route-spinner")).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { level: 2, name: "Dados do veículo" })).toBeVisible();
  await expect(tab).toHaveAttribute("aria-current", "page");
  await expect(tab.locator("[data-pending]")).toHaveCount(0);
});

test("a chassi stays whole on a phone, in the garage's vehicle data and on my-vehicle", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await logInAsRegisteredOwner(page, "/garagem?view=meuveiculo");
  await expect(page.getByRole("heading", { level: 2, name: "Dados do veículo" })).toBeVisible();
  const vin = page.getByRole("definition").filter({ hasText: owner.vin });
  await expectOneLine(vin);
  await page.setViewportSize({ width: 320, height: 740 });
  await expectOneLine(vin);
  await page.goto("/profile/my-vehicle");
  await expectOneLine(page.getByRole("definition").filter({ hasText: owner.vin }));
  await expectNoAxeViolations(page);
});

test("an owner whose vehicle the registry does not have concludes without one, and can book", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInAsNewOwner(page, "/cadastro");
  await answerCookieBanner(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "Cadastrar veículo", 2, 4);
  await page.getByLabel("Chassi ou placa").fill("9BWZZZ377VT004251");
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("Veículo não encontrado.")).toBeVisible();
  await expect(page.getByText(/Central de Relacionamento Volkswagen: 0800 019 5775/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Concluir sem veículo" }).click();
  await expectStep(page, "Concessionária", 4, 4);
  // Back from the dealer goes to the search: there is no vehicle to confirm.
  await page.getByRole("button", { name: "Voltar" }).click();
  await expectStep(page, "Cadastrar veículo", 2, 4);
  await page.getByRole("button", { name: "Concluir sem veículo" }).click();
  await concludeWithDealerIn(page, "Campinas");

  await page.waitForURL(/\/garagem/);
  await expect(
    page.getByText(
      "Cadastro concluído. Quando quiser, adicione seu Volkswagen pelo chassi ou pela placa.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sua garagem está vazia" })).toBeVisible();
  // Registered: no page sends the owner back to /cadastro; a booking takes a vehicle typed in.
  await page.goto("/agendamento/servicos?flow=additional_services");
  await expect(page).toHaveURL(/\/agendamento\/servicos\?flow=additional_services(&etapa=1)?$/);
  await expect(page.getByLabel("Ano modelo")).toBeVisible();
});

test("the vehicle to confirm shows with its step, never its heading alone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 740 });
  const [vehicle] = freeVehicles(1, 2);
  if (!vehicle) throw new Error("the registry has no free vehicle");
  await logInAsNewOwner(page, "/cadastro");
  await answerCookieBanner(page);
  await page.getByRole("button", { name: "Continuar" }).click();
  await expectStep(page, "Cadastrar veículo", 2, 4);
  // A first look-up loads the calls' code; then code not loaded yet is held, as on a slow line.
  await page.getByLabel("Chassi ou placa").fill("9BWAL45UZKT999999");
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("Veículo não encontrado.")).toBeVisible();
  const held: (() => void)[] = [];
  let holding = true;
  await page.route("**/_next/static/chunks/**", async (route) => {
    if (holding) await new Promise<void>((release) => held.push(release));
    await route.continue();
  });
  await page.getByLabel("Chassi ou placa").fill(vehicle.vin);
  await page.getByRole("button", { name: "Buscar veículo" }).click();
  await expect(page.getByText("Confira se este é o seu veículo:")).toBeVisible();
  // In the same frame as its heading, not once more code arrives.
  expect(await page.getByRole("definition").filter({ hasText: vehicle.vin }).isVisible()).toBe(
    true,
  );
  await expectOneLine(page.getByRole("definition").filter({ hasText: vehicle.vin }));
  holding = false;
  for (const release of held.splice(0)) release();
  await expectNoAxeViolations(page);
});

test("after a new favourite dealer, the garage says so and the keyboard starts there", async ({
  page,
}) => {
  await logInAsRegisteredOwner(page, "/profile/dealer/change");
  await answerCookieBanner(page);
  const current = page.getByRole("region", { name: "Sua concessionária atual" });
  const currentName = (await current.locator("p").first().textContent()) ?? "";
  const near = page.getByRole("listitem").filter({ hasNotText: currentName }).first();
  const newDealer = (await near.locator("p").first().textContent()) ?? "";
  await near.getByRole("button", { name: /^Escolher/ }).click();
  await page.waitForURL(/view=concessionaria/);
  await expect(page.getByRole("heading", { level: 2, name: newDealer })).toBeVisible();
  const said = page.getByRole("status").filter({ hasText: "Concessionária favorita atualizada." });
  await expect(said).toBeFocused();
  // Said once: a reload of the address does not say it again.
  await expect(page).toHaveURL(/\/garagem\?view=concessionaria$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.locator("body")).not.toBeFocused();
});

test("without JavaScript the garage shows the owner's vehicle, and sends a visitor to login", async ({
  page,
  browser,
  request,
}) => {
  const owner = await logInAsRegisteredOwner(page, "/");
  const plain = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const ownerPage = await plain.newPage();
    await ownerPage.goto("/garagem?view=meuveiculo");
    await expect(ownerPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(ownerPage.getByRole("definition").filter({ hasText: owner.vin })).toBeVisible();

    // A visitor's request is answered with the redirect itself, not a page that waits for code.
    const visitor = await request.get("/garagem", { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers().location).toContain("/api/v1/auth-redirect/login?redirectToBack=");
  } finally {
    await plain.close();
  }
});
