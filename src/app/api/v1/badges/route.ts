import { badgesContract, listBadges } from "@/features/scheduling/server";
import { defineRoute } from "@/lib/http";

export const GET = defineRoute(badgesContract, async () => ({
  body: { badges: await listBadges() },
}));
