import { callApi } from "@/lib/api-client";
import { offerEndpoints } from "../endpoints";

// Each chosen offer is asked about once a visit: the tray's check runs as offers are added.
const checked = new Set<number>();

/**
 * Which of the chosen offers have ended since they were chosen (on an earlier visit, say), or
 * none when the API cannot tell (offline). Loaded with the API client once the tray shows.
 */
export async function endedOffers(apiKey: string, chosen: readonly number[]): Promise<number[]> {
  const unknown = chosen.filter((id) => !checked.has(id));
  if (unknown.length === 0) return [];
  const answer = await callApi(apiKey, offerEndpoints.offersByIdList, {
    query: { ids: unknown.join(",") },
  });
  if (!answer.ok) return [];
  for (const id of unknown) checked.add(id);
  return answer.data.missingIds;
}
