import * as v from "valibot";
import { endpoint } from "@/lib/api-client";
import { financingPlans, type RateTable } from "./domain/rates";

const rateTableSchema: v.GenericSchema<unknown, RateTable> = v.object({
  rates: v.array(
    v.object({
      plan: v.picklist(financingPlans),
      minDownPaymentPercent: v.number(),
      maxDownPaymentPercent: v.number(),
      termMonths: v.number(),
      monthlyRateBasisPoints: v.number(),
      residualPercent: v.nullable(v.number()),
    }),
  ),
  fees: v.array(v.object({ code: v.string(), label: v.string(), amountCents: v.number() })),
});

/** The browser's calls of financing (the simulator fetches the table when it opens). */
export const financingEndpoints = {
  rateTable: endpoint("GET", "/api/v1/financing/rates", rateTableSchema),
};
