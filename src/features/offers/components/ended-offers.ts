import { callApi } from "@/lib/api-client";
import { offerEndpoints } from "../endpoints";

/**
 * Which of the chosen offers have ended since they were chosen, or undefined when the API cannot
 * tell (offline). Loaded with the API client on the first fourth offer asked for, never with a
 * listing.
 */
export async function endedOffers(
  apiKey: string,
  chosen: readonly number[],
): Promise<readonly number[] | undefined> {
  const answer = await callApi(apiKey, offerEndpoints.offersByIdList, {
    query: { ids: chosen.join(",") },
  });
  return answer.ok ? answer.data.missingIds : undefined;
}
