import { renavamContract, requireOwner, setRenavam } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(renavamContract, async ({ body }) => ({
  body: { vehicle: await setRenavam(await requireOwner(), body.vehicleId, body.renavam) },
}));
