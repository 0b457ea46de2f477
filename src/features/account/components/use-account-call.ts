"use client";

import { useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import { accountTexts } from "../texts";

export interface CallResult<T> {
  ok: boolean;
  data?: T;
  message?: string;
  fields?: Record<string, string>;
}

/** One owner call of "Minha conta": JSON in, JSON or the error shape out, with a busy flag. */
export function useAccountCall() {
  const apiFetch = useApiFetch();
  const [busy, setBusy] = useState(false);
  const call = async <T>(path: string, method: string, body?: unknown): Promise<CallResult<T>> => {
    setBusy(true);
    try {
      const response = await apiFetch(path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json().catch(() => ({}))) as {
        error?: { message?: string; fields?: Record<string, string> };
      };
      if (response.ok) return { ok: true, data: json as T };
      return {
        ok: false,
        message: json.error?.message ?? accountTexts.genericError,
        fields: json.error?.fields,
      };
    } catch {
      return { ok: false, message: accountTexts.genericError };
    } finally {
      setBusy(false);
    }
  };
  return { call, busy };
}

/** Field errors of a zod issue list, keyed by the dotted path. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".")] ??= issue.message;
  return fields;
}
