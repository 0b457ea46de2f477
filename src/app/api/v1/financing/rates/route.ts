import { minimumDownPaymentPercent } from "@/features/financing";
import { financingRatesContract, getRateTable } from "@/features/financing/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(financingRatesContract, async () => {
  const { rates, fees } = await getRateTable();
  return { body: { minimumDownPaymentPercent, rates: [...rates], fees: [...fees] } };
});
