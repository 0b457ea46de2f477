import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  dealers,
  recallCampaignScopes,
  recallCampaignVins,
  recallCampaigns,
  recallRepairs,
  vehicleModels,
  vehicles,
} from "../schema";
import { recallCampaignSeed, recallSampleRepairs, recallSampleVehicles } from "./recall";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Campaigns, their coverage and the repairs already done. Runs after the vehicle registry's own
 * seed: repairs are spread over whichever covered vehicles the registry holds, by a hash of the
 * VIN, so a second run adds repairs only for vehicles that are new.
 */
export async function seedRecall(tx: Transaction): Promise<void> {
  const inserted = await tx
    .insert(recallCampaigns)
    .values(recallCampaignSeed.map(({ scopes: _s, vins: _v, completedPercent: _c, ...c }) => c))
    .onConflictDoNothing()
    .returning({ id: recallCampaigns.id, number: recallCampaigns.number });
  // Coverage is written with a new campaign only, so an operator's corrections stay.
  for (const { id, number } of inserted) {
    const seed = recallCampaignSeed.find((campaign) => campaign.number === number);
    if (!seed) continue;
    if (seed.scopes.length > 0) {
      await tx.insert(recallCampaignScopes).values(
        seed.scopes.map((scope) => ({
          campaignId: id,
          modelCode: scope.modelCode,
          modelYearFrom: scope.modelYearFrom,
          modelYearTo: scope.modelYearTo,
          serialFrom: scope.serialFrom ?? null,
          serialTo: scope.serialTo ?? null,
        })),
      );
    }
    if (seed.vins?.length) {
      await tx.insert(recallCampaignVins).values(seed.vins.map((vin) => ({ campaignId: id, vin })));
    }
  }

  const [models, dealerRows, campaignRows] = await Promise.all([
    tx.select({ id: vehicleModels.id, code: vehicleModels.code }).from(vehicleModels),
    tx
      .select({ id: dealers.id, code: dealers.code })
      .from(dealers)
      .where(
        inArray(
          dealers.code,
          recallSampleVehicles.map((vehicle) => vehicle.sellingDealerCode),
        ),
      ),
    tx.select({ id: recallCampaigns.id, number: recallCampaigns.number }).from(recallCampaigns),
  ]);
  const modelIds = new Map(models.map((row) => [row.code, row.id]));
  const dealerIds = new Map(dealerRows.map((row) => [row.code, row.id]));
  const campaignIds = new Map(campaignRows.map((row) => [row.number, row.id]));

  const samples = recallSampleVehicles.flatMap(({ modelCode, sellingDealerCode, ...vehicle }) => {
    const modelId = modelIds.get(modelCode);
    return modelId === undefined
      ? []
      : [{ ...vehicle, modelId, sellingDealerId: dealerIds.get(sellingDealerCode) ?? null }];
  });
  if (samples.length > 0) await tx.insert(vehicles).values(samples).onConflictDoNothing();

  for (const repair of recallSampleRepairs) {
    const campaignId = campaignIds.get(repair.campaign);
    const dealerId = dealerIds.get(repair.dealerCode);
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.vin, repair.vin));
    if (campaignId === undefined || dealerId === undefined || !vehicle) continue;
    await tx
      .insert(recallRepairs)
      .values({ campaignId, vehicleId: vehicle.id, dealerId, repairedOn: repair.repairedOn })
      .onConflictDoNothing();
  }

  const sampleVins = recallSampleVehicles.map((vehicle) => vehicle.vin);
  for (const campaign of recallCampaignSeed) {
    const campaignId = campaignIds.get(campaign.number);
    if (campaignId === undefined) continue;
    await tx.execute(sql`
      with covered as (
        select v.id, v.vin, v.selling_dealer_id
        from vehicles v
        join vehicle_models m on m.id = v.model_id
        join recall_campaign_scopes s on s.campaign_id = ${campaignId} and s.model_code = m.code
        where v.model_year between s.model_year_from and s.model_year_to
          and (s.serial_from is null or substr(v.vin, 12, 6) between s.serial_from and s.serial_to)
        union
        select v.id, v.vin, v.selling_dealer_id
        from vehicles v
        join recall_campaign_vins l on l.campaign_id = ${campaignId} and l.vin = v.vin
      ),
      hashed as (
        select id, vin, selling_dealer_id,
               ('x' || substr(md5(vin || ${campaign.number}), 1, 7))::bit(28)::int as h
        from covered
        where vin <> all(${sql.raw(`array[${sampleVins.map((vin) => `'${vin}'`).join(",")}]::bpchar[]`)})
      )
      insert into recall_repairs (campaign_id, vehicle_id, dealer_id, repaired_on)
      select ${campaignId}, h.id,
             coalesce(h.selling_dealer_id, (select min(id) from dealers)),
             ${campaign.startsOn}::date + (h.h % 300)
      from hashed h
      where h.h % 100 < ${campaign.completedPercent}
        and ${campaign.startsOn}::date + (h.h % 300) < current_date
        and exists (select 1 from dealers)
      on conflict do nothing`);
  }
}
