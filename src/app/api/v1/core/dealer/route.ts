import {
  favouriteDealerContract,
  requireOwner,
  setFavouriteDealer,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(favouriteDealerContract, async ({ body }) => {
  await setFavouriteDealer(await requireOwner(), body.dealerId);
  return { body: { dealerId: body.dealerId } };
});
