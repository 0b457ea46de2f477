"use client";

import { useCallback } from "react";
import { useClientConfig } from "@/lib/client-config";
import { callApi, type ApiResult, type CallInput } from "./call-api";
import type { Endpoint } from "./endpoint";

type CallApi = <Path extends string, Body, Answer>(
  operation: Endpoint<Path, Body, Answer>,
  input: CallInput<Path, Body>,
) => Promise<ApiResult<Answer>>;

/**
 * The browser's one caller of the API. The function keeps its identity across renders, so
 * effects and callbacks may depend on it without running again.
 */
export function useCallApi(): CallApi {
  const { apiKey } = useClientConfig();
  return useCallback<CallApi>((operation, input) => callApi(apiKey, operation, input), [apiKey]);
}
