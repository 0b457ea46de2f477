import { expect, expectNoAxeViolations, test } from "./fixtures";
import { logInAsNewOwner, logInAsRegisteredOwner } from "./owner-session";
import { registerVehicleWithRecall } from "./recall-vehicles";
import { e2eApiKey, e2eOperatorSecret } from "./ports";

// Flags change only with an operator credential (decision 018).
const headers = {
  "api-key": e2eApiKey,
  authorization: `Bearer ${e2eOperatorSecret}`,
};
const flag = "/api/v1/flags/feature_flag_feature_recall";

// Seeded registry vehicles (src/db/seed/recall.ts).
const pendingVin = "9BWAG45ZXRT214578";
const clearVin = "9BWAG45Z4RT412390";
const repairedVin = "9BWDL45Z1RT120045";

// The recall flag is shared server state: one project, one test at a time, always restored.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "flags are shared server state; the desktop run covers them");
test.afterAll(async ({ request }) => {
  await request.delete(flag, { headers });
});

test("with the recall flag off the page lists campaigns and how to check, and the menu leaves Recall out", async ({
  page,
  request,
}) => {
  await request.delete(flag, { headers });
  await page.goto("/recall");
  await expect(page.getByRole("heading", { level: 1, name: "Recall" })).toBeVisible();
  // The tab names no look-up the page does not have.
  await expect(page).toHaveTitle("Recall: campanhas de chamamento | Volkswagen | Ofertas");
  await expect(
    page.getByRole("heading", { name: "Como saber se o seu veículo tem recall" }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Chassi do veículo" })).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "Campanhas de recall em andamento" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Módulo do airbag do motorista" })).toBeVisible();
  await expect(page.getByText(/Polo, anos-modelo 2024 a 2025/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Recall" }),
  ).toHaveCount(0);
});

test("with the flag on, a VIN with a pending campaign shows its risk, remedy and the booking button", async ({
  page,
  request,
}) => {
  expect((await request.put(flag, { headers, data: { value: true } })).status()).toBe(200);
  await page.goto("/");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Recall", exact: true }),
  ).toHaveAttribute("href", "/recall");
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Recall", exact: true })
    .click();

  await expect(page).toHaveTitle("Recall: consulte pelo chassi | Volkswagen | Ofertas");
  await page.getByRole("textbox", { name: "Chassi do veículo" }).fill(pendingVin.toLowerCase());
  await page.getByRole("button", { name: "Consultar" }).click();
  // The answer arrives as a new page: the keyboard and screen readers start at it.
  await expect(page.getByRole("heading", { level: 2, name: "1 recall pendente" })).toBeFocused();
  const campaign = page.getByRole("article").filter({ hasText: "Campanha 97AK" }).first();
  await expect(campaign.getByText(/o deflagrador pode se romper/)).toBeVisible();
  await expect(campaign.getByText(/Substituição do módulo do airbag/)).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Agendar atendimento da campanha 97AK" }),
  ).toHaveAttribute(
    "href",
    `/agendamento/servicos?flow=recall&recallCampaign=97AK&vin=${pendingVin}&origin=OFFERS`,
  );
  await expectNoAxeViolations(page);
});

test("a VIN without campaigns says so plainly, and a repaired one names the dealer and date", async ({
  page,
  request,
}) => {
  await request.put(flag, { headers, data: { value: true } });
  await page.goto(`/recall?chassi=${clearVin}`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Nenhum recall pendente" }),
  ).toBeFocused();
  await expect(page.getByRole("link", { name: /Agendar atendimento/ })).toHaveCount(0);

  await page.goto(`/recall?chassi=${repairedVin}`);
  await expect(
    page.getByRole("heading", { level: 2, name: "Nenhum recall pendente" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Campanhas realizadas" })).toBeVisible();
  await expect(page.getByText(/Realizada em 09\/04\/2025 por/)).toBeVisible();
});

test("a malformed VIN gets a field message and an unknown one gets guidance", async ({
  page,
  request,
}) => {
  await request.put(flag, { headers, data: { value: true } });
  await page.goto("/recall");
  const field = page.getByRole("textbox", { name: "Chassi do veículo" });
  await field.fill("9BWAG45ZXRTO14578");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/O chassi não usa as letras I, O e Q\./);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // Owners know their plate: one typed here is named as a plate, not refused for its letter Q.
  await field.fill("QFT-3X42");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(field).toHaveAccessibleDescription(/Isto é uma placa\. Informe o chassi/);

  await page.getByRole("textbox", { name: "Chassi do veículo" }).fill("9BWZZZ377VT004251");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Chassi não encontrado" }),
  ).toBeVisible();
  await expect(page.getByText(/0800 019 5775/).first()).toBeVisible();

  // The consent banner sits over the page bottom until the visitor decides.
  await page.getByRole("button", { name: "Recusar" }).click();
  await page.locator("footer").getByText("Links do rodapé").click();
  await expect(
    page.locator("footer").getByRole("link", { name: "Consulte o recall do seu veículo" }),
  ).toHaveAttribute("href", "/recall");
});

test.describe("a logged-in owner", () => {
  // The embedded provider's own pages have no favicon.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("sees the recall status of their garage without typing", async ({ page, request }) => {
    await request.put(flag, { headers, data: { value: true } });
    test.setTimeout(90_000);
    const owner = await logInAsRegisteredOwner(page, "/recall");
    await expect(page.getByRole("heading", { level: 2, name: "Seus veículos" })).toBeVisible();
    // The vehicle registered in /cadastro is listed with its status, with no chassi typed.
    await expect(page.getByText(owner.vin).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("finds a repair already booked leading to its visit, not to a second booking", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await request.put(flag, { headers, data: { value: true } });
    await logInAsNewOwner(page, "/cadastro");
    const { vin, campaign } = await registerVehicleWithRecall(page);
    const repair = page
      .getByRole("region", { name: "Recall pendente" })
      .getByRole("link", { name: `Agendar reparo do recall da campanha ${campaign.number}` });
    const vehicleId = Number(
      /vehicleId=(\d+)/.exec((await repair.getAttribute("href")) ?? "")?.[1],
    );

    // The repair booked for a day well ahead, at the network's first dealer.
    const day = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
    const calendar = await page.request.get(`/api/v2/calendar/dealer/10000/${day}?first=true`, {
      headers: { "api-key": e2eApiKey },
    });
    const { slots } = (await calendar.json()) as {
      slots: { startsAt: string; consultantId: number }[];
    };
    const slot = slots[slots.length - 2];
    if (!slot) throw new Error("no free slot");
    const booked = await page.request.post("/api/v1/booking", {
      headers: { "api-key": e2eApiKey },
      data: {
        flowType: "recall",
        origin: "MY_ACCOUNT",
        vehicle: { vehicleId },
        mileageKm: 200_000,
        dealerCode: "10000",
        consultantId: slot.consultantId,
        startsAt: slot.startsAt,
        recallCampaign: campaign.number,
        contact: {
          name: "Dono do recall",
          email: "cliente@exemplo.com.br",
          phone: "11912345678",
          preference: 1,
        },
      },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await page.goto("/recall");
    const mine = page.getByRole("region", { name: "Seus veículos" });
    await expect(mine.getByText(vin).first()).toBeVisible();
    await expect(mine.getByText(/^Reparo agendado para .+\(horário de .+\)\.$/)).toBeVisible();
    await expect(
      mine.getByRole("link", {
        name: `Ver o agendamento do reparo da campanha ${campaign.number}`,
      }),
    ).toHaveAttribute("href", `/agendamento/servicos/confirmacao?id=${id}`);
    await expect(
      mine.getByRole("link", { name: `Agendar atendimento da campanha ${campaign.number}` }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await mine.screenshot({ path: test.info().outputPath(`recall-booked-${width}.png`) });
    }
  });
});
