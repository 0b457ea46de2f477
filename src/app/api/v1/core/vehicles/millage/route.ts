import { mileageContract, recordMileage, requireOwner } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(mileageContract, async ({ body, request }) => ({
  body: { vehicle: await recordMileage(await requireOwner(request), body) },
}));
