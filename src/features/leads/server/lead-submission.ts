import "server-only";
import { defineRoute, refuseCrossSiteWrite } from "@/lib/http";
import { createLeadContract } from "../contracts";
import { leadLimits } from "./lead-limits";
import { type LeadPorts, submitLead } from "./submit-lead";

/**
 * The answer to a lead sent to POST /api/v1/leads: open to visitors (decision 018), limited per
 * address and per e-mail (decision 019). The offer page's form without JavaScript sends its
 * fields through this same handler (decision 053), so both get the same checks, limits and answer.
 * A lead sent by another site's page is refused before it counts against any limit: a plain form
 * posts across sites without asking, and would file leads in its visitors' names.
 */
export function leadSubmission(ports: LeadPorts) {
  return defineRoute(createLeadContract, async ({ body, request }) => {
    refuseCrossSiteWrite(request);
    await leadLimits.perAddress.consume({ ip: request });
    await leadLimits.perEmail.consume({ account: body.email });
    return { status: 201, body: await submitLead(body, ports) };
  });
}
