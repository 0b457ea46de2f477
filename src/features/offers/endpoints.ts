import * as v from "valibot";
import { endpoint } from "@/lib/api-client";

/** What the browser asks the offers API; only the compare toggle calls, and only at the limit. */
export const offerEndpoints = {
  offersByIdList: endpoint(
    "GET",
    "/api/v1/offers/byIdList",
    v.object({ missingIds: v.array(v.number()) }),
  ),
};
