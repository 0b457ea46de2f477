import { callApi } from "@/lib/api-client";
import { addToComparisonMakingRoom } from "../domain/comparison";
import { offerEndpoints } from "../endpoints";

/**
 * Adds an offer to a full comparison once the chosen offers that have ended since give up their
 * places (the API says which; offline it cannot tell, and the limit stands). Loaded with the API
 * client on the first fourth offer asked for, never with a listing.
 */
export function addMakingRoom(apiKey: string, ids: readonly number[], id: number) {
  return addToComparisonMakingRoom(ids, id, async (chosen) => {
    const answer = await callApi(apiKey, offerEndpoints.offersByIdList, {
      query: { ids: chosen.join(",") },
    });
    return answer.ok ? answer.data.missingIds : undefined;
  });
}
