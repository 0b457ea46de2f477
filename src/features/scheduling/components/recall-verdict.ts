import type { ApiResult } from "@/lib/api-client";
import { schedulingTexts as t } from "../texts";

/**
 * What the recall step makes of the coverage check. A refusal is the campaign's answer; a failed
 * call is no answer at all, and is asked again: a campaign from the link has no field to retype.
 */
export type RecallVerdict = "covered" | { refused: string } | { failed: string };

export function recallVerdict(
  reply: ApiResult<{ covered: boolean; repairedOn?: string | null }>,
): RecallVerdict {
  if (!reply.ok) return { failed: reply.error.message };
  if (reply.data.covered) return "covered";
  return {
    refused: reply.data.repairedOn
      ? t.errors.recallRepaired(reply.data.repairedOn)
      : t.errors.recallNotCovered,
  };
}
