import { simulationInReais } from "@/features/financing";
import { financingSimulationContract, simulateOffer } from "@/features/financing/server";
import { defineRoute } from "@/lib/http";
import { reaisToCents } from "@/lib/money";

export const dynamic = "force-dynamic";

export const GET = defineRoute(financingSimulationContract, async ({ query }) => {
  const { offer, result } = await simulateOffer(query.offerId, {
    plan: query.plan,
    downPaymentCents: reaisToCents(query.downPayment),
    termMonths: query.termMonths,
  });
  return {
    body: {
      offer: { id: offer.id, title: offer.title, carName: offer.carName, version: offer.version },
      simulation: simulationInReais(result),
    },
  };
});
