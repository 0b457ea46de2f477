import { faqContract, faqView } from "@/features/help/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(faqContract, async ({ query }) => ({
  body: await faqView(query),
  headers: { "cache-control": "public, max-age=60" },
}));
