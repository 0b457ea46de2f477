"use client";

import { useApiFetch } from "@/lib/client-config";

export interface ApiFailure {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

/** The garage's calls from the browser: JSON in, JSON out, errors as values with field messages. */
export function useGarageApi() {
  const apiFetch = useApiFetch();
  return async function call<T>(
    path: string,
    method: "GET" | "POST" | "PUT" | "DELETE" = "GET",
    body?: unknown,
  ): Promise<ApiAnswer<T>> {
    try {
      const response = await apiFetch(path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json().catch(() => null)) as
        (T & { error?: Omit<ApiFailure, "status"> }) | null;
      if (response.ok && json) return { ok: true, data: json };
      return {
        ok: false,
        error: {
          status: response.status,
          code: json?.error?.code ?? "INTERNAL_ERROR",
          message: json?.error?.message ?? "Não foi possível concluir agora. Tente novamente.",
          fields: json?.error?.fields ?? {},
        },
      };
    } catch {
      return {
        ok: false,
        error: {
          status: 0,
          code: "NETWORK",
          message: "Sem conexão. Verifique sua internet e tente novamente.",
          fields: {},
        },
      };
    }
  };
}
