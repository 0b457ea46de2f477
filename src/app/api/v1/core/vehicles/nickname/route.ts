import { nicknameContract, requireOwner, setNickname } from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(nicknameContract, async ({ body }) => ({
  body: { vehicle: await setNickname(await requireOwner(), body.vehicleId, body.nickname) },
}));
