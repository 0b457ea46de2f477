import "server-only";
import type { z } from "zod";
import type { productSchema } from "../contracts";
import { startingPriceCents } from "../domain/model-summary";
import { listModels } from "./catalog-repository";
import { centsToReais } from "@/lib/money";

type Product = z.input<typeof productSchema>;

/** Reshapes the catalogue into the products call's answer (prices in reais). */
export async function listProducts(): Promise<Product[]> {
  const models = await listModels();
  return models.map((model) => ({
    id: model.id,
    slug: model.slug,
    modelCode: model.code,
    name: model.name,
    category: model.category.id,
    categoryName: model.category.name,
    bodyStyle: model.bodyStyle,
    powertrain: model.powertrain,
    tagline: model.tagline,
    description: model.description,
    imgUrl: model.imageUrl,
    imgAlt: model.imageAlt,
    startingPrice: centsToReais(startingPriceCents(model) ?? 0),
    versions: model.versions.map(({ priceCents, ...version }) => ({
      ...version,
      price: centsToReais(priceCents),
    })),
  }));
}
