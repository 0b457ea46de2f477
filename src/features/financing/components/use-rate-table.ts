"use client";

import { useCallback, useEffect, useState } from "react";
import { useCallApi } from "@/lib/api-client";
import type { RateTable } from "../domain/rates";
import { financingEndpoints } from "../endpoints";

type State = { status: "loading" } | { status: "ready"; table: RateTable } | { status: "failed" };

/** The lender's table, fetched when the dialog opens so offer pages never carry it. */
export function useRateTable(): { state: State; retry: () => void } {
  const callApi = useCallApi();
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void callApi(financingEndpoints.rateTable, {}).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { status: "ready", table: answer.data } : { status: "failed" });
    });
    return () => {
      live = false;
    };
  }, [callApi, attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
