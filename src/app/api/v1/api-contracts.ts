import { productsContract } from "@/features/catalog/server";
import { healthContract, openApiContract } from "@/features/platform/server";
import type { RouteContract } from "@/lib/http";

/** Every /api/v1 route's contract; a test checks this list against the route files. */
export const apiContracts: readonly RouteContract[] = [
  healthContract,
  openApiContract,
  productsContract,
];
