import { createLeadContract, leadLimits, submitLead } from "@/features/leads/server";
import { subscriptionPlanById } from "@/features/subscription/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

// Open to visitors (decision 018), limited per address and per e-mail (decision 019).
export const POST = defineRoute(createLeadContract, async ({ body, request }) => {
  await leadLimits.perAddress.consume({ ip: request });
  await leadLimits.perEmail.consume({ account: body.email });
  return { status: 201, body: await submitLead(body, { subscriptionPlan: subscriptionPlanById }) };
});
