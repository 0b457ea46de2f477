import "server-only";
import { defineRoute } from "@/lib/http";
import { createLeadContract } from "../contracts";
import { leadLimits } from "./lead-limits";
import { type LeadPorts, submitLead } from "./submit-lead";

/**
 * The answer to a lead sent to POST /api/v1/leads: open to visitors (decision 018), limited per
 * address and per e-mail (decision 019). The offer page's form without JavaScript sends its
 * fields through this same handler (decision 053), so both get the same checks, limits and answer.
 */
export function leadSubmission(ports: LeadPorts) {
  return defineRoute(createLeadContract, async ({ body, request }) => {
    await leadLimits.perAddress.consume({ ip: request });
    await leadLimits.perEmail.consume({ account: body.email });
    return { status: 201, body: await submitLead(body, ports) };
  });
}
