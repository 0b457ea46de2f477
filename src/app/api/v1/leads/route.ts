import { createLeadContract, submitLead } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(createLeadContract, async ({ body }) => ({
  status: 201,
  body: await submitLead(body),
}));
