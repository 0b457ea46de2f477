"use client";

import { useCallback, useState } from "react";
import { useCallApi, type CallApi } from "@/lib/api-client";

/** The owner's calls of "Minha conta", with a busy flag for the form that made them. */
export function useAccountCall() {
  const callApi = useCallApi();
  const [busy, setBusy] = useState(false);
  const call = useCallback<CallApi>(
    async (operation, input) => {
      setBusy(true);
      try {
        return await callApi(operation, input);
      } finally {
        setBusy(false);
      }
    },
    [callApi],
  );
  return { call, busy };
}

/** The first message of each field of a form's refusal (valibot issues), by dotted path. */
export function fieldErrors(
  issues: readonly { path?: readonly { key: unknown }[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[(issue.path ?? []).map((item) => String(item.key)).join(".")] ??= issue.message;
  }
  return fields;
}
