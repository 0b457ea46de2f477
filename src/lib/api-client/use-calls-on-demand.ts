"use client";

import { useCallback } from "react";
import { useClientConfig } from "@/lib/client-config";
import { failedCall, type ApiResult } from "./api-result";
import type { CallInput, callApi as CallApiFunction } from "./call-api";
import type { Endpoint } from "./endpoint";
import { apiClientTexts } from "./texts";

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
 * One call by name, the client and the endpoints imported first. A load that fails (the network
 * gone, or a new release that replaced the chunks) answers as a failed call does, with the
 * offline message: like callApi, it never throws.
 */
export async function callOnDemand<Endpoints extends Record<string, AnyEndpoint>>(
  apiKey: string,
  load: () => Promise<Endpoints>,
  name: keyof Endpoints,
  input: unknown,
): Promise<ApiResult<unknown>> {
  let loaded: [{ callApi: typeof CallApiFunction }, Endpoints];
  try {
    loaded = await Promise.all([import("./call-api"), load()]);
  } catch {
    return failedCall(0, "NETWORK", apiClientTexts.offline);
  }
  const [{ callApi }, endpoints] = loaded;
  return callApi(apiKey, endpoints[name] as AnyEndpoint, input as never);
}

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
    (name, input) => callOnDemand(apiKey, load, name, input) as never,
    [apiKey, load],
  );
}
