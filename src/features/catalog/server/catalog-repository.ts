import "server-only";
import { asc, eq } from "drizzle-orm";
import { database } from "@/db";
import { readCache } from "@/lib/read-cache";
import { vehicleCategories, vehicleModels, vehicleVersions } from "@/db/schema";
import type { ModelSummary } from "../domain/model-summary";

const catalogueTtlMs = 60_000;

/** The line-up in display order, each model with its versions from the cheapest up. */
async function loadModels(): Promise<ModelSummary[]> {
  const rows = await database()
    .select({ model: vehicleModels, category: vehicleCategories, version: vehicleVersions })
    .from(vehicleModels)
    .innerJoin(vehicleCategories, eq(vehicleCategories.id, vehicleModels.categoryId))
    .innerJoin(vehicleVersions, eq(vehicleVersions.modelId, vehicleModels.id))
    .orderBy(asc(vehicleModels.displayOrder), asc(vehicleVersions.listPriceCents));

  const models = new Map<number, ModelSummary>();
  for (const { model, category, version } of rows) {
    let summary = models.get(model.id);
    if (!summary) {
      summary = {
        id: model.id,
        slug: model.slug,
        code: model.code,
        name: model.name,
        category: { id: category.id, name: category.name },
        bodyStyle: model.bodyStyle,
        powertrain: model.powertrain,
        tagline: model.tagline,
        description: model.description,
        imageUrl: model.imageUrl,
        imageAlt: model.imageAlt,
        versions: [],
      };
      models.set(model.id, summary);
    }
    summary.versions.push({
      code: version.code,
      name: version.name,
      modelYear: version.modelYear,
      engine: version.engine,
      fuel: version.fuel,
      potency: version.potency,
      transmission: version.transmission,
      priceCents: version.listPriceCents,
    });
  }
  return [...models.values()];
}

/** The catalogue changes a few times a year: each instance re-reads it at most once a minute. */
export const listModels = readCache("catalogue.models", catalogueTtlMs, loadModels);
