import { renavamContract, requireOwner, setRenavam } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(renavamContract, async ({ body, request }) => ({
  body: { vehicle: await setRenavam(await requireOwner(request), body.vehicleId, body.renavam) },
}));
