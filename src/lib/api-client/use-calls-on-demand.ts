"use client";

import { useCallback } from "react";
import { useClientConfig } from "@/lib/client-config";
import type { ApiResult, CallInput } from "./call-api";
import type { Endpoint } from "./endpoint";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever it carries
type AnyEndpoint = Endpoint<string, any, any>;
type PathOf<E> = E extends Endpoint<infer Path, infer _Body, infer _Answer> ? Path : never;
type BodyOf<E> = E extends Endpoint<string, infer Body, infer _Answer> ? Body : never;
type AnswerOf<E> = E extends Endpoint<string, infer _Body, infer Answer> ? Answer : never;

export type CallOnDemand<Endpoints> = <Name extends keyof Endpoints>(
  name: Name,
  input: CallInput<PathOf<Endpoints[Name]>, BodyOf<Endpoints[Name]>>,
) => Promise<ApiResult<AnswerOf<Endpoints[Name]>>>;

/**
 * Calls a feature's operations by name, importing the API client and the feature's endpoints on
 * the first call. An island that calls only when the owner acts (a switch, a decision, a search)
 * keeps the answer schemas, and valibot with them, out of its page's first JavaScript. `load`
 * must keep its identity (a module-level function).
 */
export function useCallsOnDemand<Endpoints extends Record<string, AnyEndpoint>>(
  load: () => Promise<Endpoints>,
): CallOnDemand<Endpoints> {
  const { apiKey } = useClientConfig();
  return useCallback<CallOnDemand<Endpoints>>(
    async (name, input) => {
      const [{ callApi }, endpoints] = await Promise.all([import("./call-api"), load()]);
      return callApi(apiKey, endpoints[name] as AnyEndpoint, input as never) as never;
    },
    [apiKey, load],
  );
}
