import {
  favouriteDealerContract,
  requireOwner,
  setFavouriteDealer,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(favouriteDealerContract, async ({ body, request }) => {
  await setFavouriteDealer(await requireOwner(request), body.dealerId);
  return { body: { dealerId: body.dealerId } };
});
