import { faqContract, faqSearchLimit, faqView } from "@/features/help/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(faqContract, async ({ query, request }) => {
  if (query.q) await faqSearchLimit.consume({ ip: request });
  return {
    body: await faqView(query),
    headers: { "cache-control": "public, max-age=60" },
  };
});
