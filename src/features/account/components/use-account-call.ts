"use client";

import { useCallback, useState } from "react";
import { useCallsOnDemand, type CallOnDemand } from "@/lib/api-client/use-calls-on-demand";
import { apiClientTexts } from "@/lib/api-client/texts";
import type { AccountFormName, checkAccountForm } from "./form-checks";

// "Minha conta" shows its forms at once, but checks and calls only when the owner sends one: the
// schemas (valibot), the API client and the answer schemas load on the first send.
const loadAccountEndpoints = () => import("../endpoints").then((module) => module.accountEndpoints);
type AccountEndpoints = Awaited<ReturnType<typeof loadAccountEndpoints>>;

/**
 * Reads a form's fields and checks them with its schema, both loaded on the first send. When they
 * cannot load (the network gone, or a new release), the refusal names no field and says so.
 */
export async function checkForm<Name extends AccountFormName>(
  name: Name,
  form: HTMLFormElement,
): Promise<ReturnType<typeof checkAccountForm<Name>>> {
  // The fields as they are on the send, not as they may be once the rules have loaded.
  const fields = new FormData(form);
  try {
    const { checkAccountForm, readAccountForm } = await import("./form-checks");
    return checkAccountForm(name, readAccountForm(fields));
  } catch {
    return { ok: false, fields: {}, message: apiClientTexts.offline };
  }
}

/** The owner's calls of "Minha conta", by operation name, with a busy flag for the form that made them. */
export function useAccountCall() {
  const callOnDemand = useCallsOnDemand(loadAccountEndpoints);
  const [busy, setBusy] = useState(false);
  const call = useCallback<CallOnDemand<AccountEndpoints>>(
    async (name, input) => {
      setBusy(true);
      try {
        return await callOnDemand(name, input);
      } finally {
        setBusy(false);
      }
    },
    [callOnDemand],
  );
  return { call, busy };
}
