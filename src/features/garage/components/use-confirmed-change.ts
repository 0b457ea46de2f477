"use client";

import { useRouter } from "next/navigation";
import type { ApiResult } from "@/lib/api-client";
import { useToast } from "@/ui/toast";

/**
 * What a confirmation dialog of the garage does with its call's answer: a refusal is a toast and
 * the dialog stays open; a change is a toast and the page read again. Answers whether it was done.
 */
export function useConfirmedChange(): (
  answer: Promise<ApiResult<unknown>>,
  doneText: string,
) => Promise<boolean> {
  const router = useRouter();
  const { showToast } = useToast();
  return async (answer, doneText) => {
    const result = await answer;
    if (!result.ok) {
      showToast(result.error.message, "error");
      return false;
    }
    showToast(doneText, "success");
    router.refresh();
    return true;
  };
}
