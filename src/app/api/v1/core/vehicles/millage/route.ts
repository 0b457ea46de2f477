import { mileageContract, recordMileage, requireOwner } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(mileageContract, async ({ body }) => ({
  body: { vehicle: await recordMileage(await requireOwner(), body) },
}));
