import { benchAnswer } from "../../bench-offers";

// A constant answer of the same size as byPage's: the floor the API is held to.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response(benchAnswer, { headers: { "content-type": "application/json" } });
}
