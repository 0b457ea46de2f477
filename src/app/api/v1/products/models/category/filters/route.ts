import { categoryFiltersContract, filterOptions, pointFromQuery } from "@/features/offers/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(categoryFiltersContract, async ({ query }) => ({
  body: await filterOptions(pointFromQuery(query), query.kind),
}));
