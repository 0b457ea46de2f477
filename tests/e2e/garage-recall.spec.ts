import { expect, expectNoAxeViolations, test } from "./fixtures";
import { logInAsNewOwner } from "./owner-session";
import { registerVehicleWithRecall } from "./recall-vehicles";

// The embedded provider's own pages have no favicon.
test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

test("an owner sees the pending recall of their vehicle in the garage and books its repair", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsNewOwner(page, "/cadastro");
  const { vin, campaign } = await registerVehicleWithRecall(page);

  const alert = page.getByRole("region", { name: "Recall pendente" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("heading", { level: 2, name: "Recall pendente" })).toBeVisible();
  await expect(alert.getByText(`Campanha ${campaign.number}`, { exact: true })).toBeVisible();
  await expect(alert.getByText(campaign.title, { exact: true })).toBeVisible();
  const book = alert.getByRole("link", {
    name: `Agendar reparo do recall da campanha ${campaign.number}`,
  });
  await expect(book).toHaveText("Agendar reparo do recall");
  await expect(book).toHaveAttribute(
    "href",
    new RegExp(
      `^/agendamento/servicos\\?flow=recall&vehicleId=\\d+&recallCampaign=${campaign.number}&vin=${vin}&origin=MY_ACCOUNT$`,
    ),
  );
  const details = alert.getByRole("link", { name: `Ver detalhes da campanha ${campaign.number}` });
  await expect(details).toHaveAttribute(
    "href",
    `/recall#campanha-${campaign.number.toLowerCase()}`,
  );
  await expectNoAxeViolations(page);

  // The details are that campaign's own card on /recall, which the page shows with its chassi
  // look-up off (the default) as well as on; the page is left as it was found.
  await details.click();
  await page.waitForURL(/\/recall#campanha-/);
  const card = page.locator(`#campanha-${campaign.number.toLowerCase()}`);
  await expect(card).toBeInViewport();
  await expect(card.getByRole("heading", { level: 3, name: campaign.title })).toBeVisible();
  await expect(card.getByText("Risco", { exact: true })).toBeVisible();
  await expect(card.getByText("Veículos envolvidos", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/garagem?view=servicos");

  // The vehicle's data view says it too: the alert belongs to the vehicle, not to one tab.
  await page.goto("/garagem?view=meuveiculo");
  await expect(page.getByRole("region", { name: "Recall pendente" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The link names the vehicle: scheduling starts past it, at the campaign, already filled in.
  await page
    .getByRole("link", { name: `Agendar reparo do recall da campanha ${campaign.number}` })
    .click();
  await page.waitForURL(/\/agendamento\/servicos\?flow=recall/);
  await expect(page.getByText(`Campanha de recall nº ${campaign.number}`)).toBeVisible();
});
