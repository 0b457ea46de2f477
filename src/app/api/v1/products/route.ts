import { listProducts, productsContract } from "@/features/catalog/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(productsContract, async () => ({
  body: { products: await listProducts() },
}));
