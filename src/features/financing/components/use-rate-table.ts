"use client";

import { useCallback, useEffect, useState } from "react";
import { useApiFetch } from "@/lib/client-config";
import type { RateTable } from "../domain/rates";

type State = { status: "loading" } | { status: "ready"; table: RateTable } | { status: "failed" };

/** The lender's table, fetched when the dialog opens so offer pages never carry it. */
export function useRateTable(): { state: State; retry: () => void } {
  const apiFetch = useApiFetch();
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    apiFetch("/api/v1/financing/rates")
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const table = (await response.json()) as RateTable;
        if (live) setState({ status: "ready", table });
      })
      .catch(() => live && setState({ status: "failed" }));
    return () => {
      live = false;
    };
    // apiFetch is rebuilt each render; the table is fetched once per attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((value) => value + 1);
  }, []);
  return { state, retry };
}
