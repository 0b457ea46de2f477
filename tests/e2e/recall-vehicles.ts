// The free vehicles of the seeded registry with a recall the seed left pending: the recall
// journeys register them, so the garage's other journeys leave them alone.
import { createHash } from "node:crypto";
import { lineup } from "../../src/db/seed/lineup";
import { recallCampaignSeed } from "../../src/db/seed/recall";
import { buildVehicleRegistry } from "../../src/db/seed/vehicle-registry";
import { vehicleAffected } from "../../src/features/recall/domain/campaign-scope";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { concludeWithDealerIn, registeredOwnersVehicle } from "./owner-session";

const modelCodes = new Map(lineup.map((model) => [model.slug, model.code]));

/**
 * Whether the seed left a campaign pending on this vehicle: it repairs a share of each campaign's
 * vehicles by a hash of VIN and campaign (src/db/seed/recall-seed.ts), here read the same way.
 */
function seededAsPending(vin: string, campaign: (typeof recallCampaignSeed)[number]): boolean {
  const hash = parseInt(
    createHash("md5")
      .update(vin + campaign.number)
      .digest("hex")
      .slice(0, 7),
    16,
  );
  return hash % 100 >= campaign.completedPercent;
}

/**
 * Free vehicles of the seeded registry that one campaign covers and the seed left pending, among
 * those the garage's journeys claim (an odd last digit), each with that campaign.
 */
export const withOpenRecall = buildVehicleRegistry().flatMap((vehicle) => {
  const modelCode = modelCodes.get(vehicle.modelSlug);
  if (vehicle.ownerId !== null || registeredOwnersVehicle(vehicle.vin) || !modelCode) return [];
  const covering = recallCampaignSeed.filter((campaign) =>
    vehicleAffected(
      { vin: vehicle.vin, modelCode, modelYear: vehicle.modelYear },
      {
        scopes: campaign.scopes.map((scope) => ({
          ...scope,
          serialFrom: scope.serialFrom ?? null,
          serialTo: scope.serialTo ?? null,
        })),
        vins: campaign.vins ?? [],
      },
    ),
  );
  const [campaign] = covering;
  return covering.length === 1 && campaign && seededAsPending(vehicle.vin, campaign)
    ? [{ vin: vehicle.vin, campaign }]
    : [];
});

/** On /cadastro: registers one of the vehicles with an open recall (another journey may hold one), then a dealer. */
export async function registerVehicleWithRecall(page: Page) {
  const banner = page.getByRole("region", { name: "Aviso de cookies" });
  await banner.waitFor({ state: "visible", timeout: 15_000 }).catch(() => undefined);
  if (await banner.isVisible().catch(() => false)) {
    await banner.getByRole("button", { name: "Recusar" }).click();
  }
  await page.getByRole("button", { name: "Continuar" }).click();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const pick = withOpenRecall[Math.floor(Math.random() * withOpenRecall.length)];
    if (!pick) throw new Error("the seed leaves no free vehicle with a pending recall");
    await page.getByLabel("Chassi ou placa").fill(pick.vin);
    await page.getByRole("button", { name: "Buscar veículo" }).click();
    const confirm = page.getByRole("button", { name: "Confirmar veículo" });
    const taken = page.getByRole("status").filter({ hasText: pick.vin });
    await expect(confirm.or(taken)).toBeVisible();
    if (!(await confirm.isVisible())) continue;
    await confirm.click();
    await concludeWithDealerIn(page, "Campinas");
    await page.waitForURL(/\/garagem\?view=servicos$/);
    return pick;
  }
  throw new Error("five vehicles with a pending recall in a row were already taken");
}
