import { nicknameContract, requireOwner, setNickname } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(nicknameContract, async ({ body, request }) => ({
  body: { vehicle: await setNickname(await requireOwner(request), body.vehicleId, body.nickname) },
}));
