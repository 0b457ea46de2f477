import { z } from "zod";
import type { RouteContract } from "@/lib/http";

const version = z.object({
  code: z.string(),
  name: z.string(),
  modelYear: z.number().int(),
  engine: z.string(),
  fuel: z.enum(["flex", "gasoline", "diesel", "electric"]),
  potency: z.string(),
  transmission: z.string(),
  price: z.number().describe("Preço público sugerido em reais (BRL)"),
});

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  modelCode: z.string(),
  name: z.string(),
  category: z.number().int(),
  categoryName: z.string(),
  bodyStyle: z.enum(["hatch", "sedan", "suv", "pickup", "van"]),
  powertrain: z.enum(["combustion", "electric"]),
  tagline: z.string(),
  description: z.string(),
  imgUrl: z.string(),
  imgAlt: z.string(),
  startingPrice: z.number(),
  versions: z.array(version),
});

export const productsContract = {
  method: "GET",
  sharedCache: true,
  path: "/api/v1/products",
  summary: "Linha de modelos com versões e preços públicos sugeridos",
  tag: "Produtos",
  auth: "api-key",
  response: z.object({ products: z.array(productSchema) }),
} satisfies RouteContract;
