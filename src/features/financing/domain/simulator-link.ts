// Kept apart from share-url.ts: every offer card's launcher asks this one question, and importing
// the full reader would bring the rate table's rules into every listing's first script.

/** The address parameter that opens the simulator on arrival (a shared link). */
export const simulatorOpenParam = "simulacao";

/** Whether the address asks for the simulator to be open (a shared link), valid or not. */
export function wantsSimulator(query: URLSearchParams): boolean {
  return query.get(simulatorOpenParam) === "1";
}
