// A shared link's place, looked up on Google's geocoding: a moment Google cannot answer leaves the
// visitor with the place they had, and the next visitor following the link has it looked up again.
// Only Google saying the text names no place is kept as such.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as Config from "@/lib/config";
import { closeRateLimitStore } from "@/lib/http/rate-limit";

vi.mock("@/lib/config", async (importOriginal) => {
  const actual = await importOriginal<typeof Config>();
  return {
    ...actual,
    config: () => ({ ...actual.config(), GOOGLE_MAPS_API_KEY: "chave-de-teste" }),
  };
});

const campinas = {
  types: ["locality", "political"],
  geometry: { location: { lat: -22.9099, lng: -47.0626 }, location_type: "APPROXIMATE" },
  address_components: [
    { long_name: "Campinas", short_name: "Campinas", types: ["administrative_area_level_2"] },
    { long_name: "São Paulo", short_name: "SP", types: ["administrative_area_level_1"] },
    { long_name: "Brasil", short_name: "BR", types: ["country"] },
  ],
};

// Google's answers, one per call, in order.
const answers: Response[] = [];
const asked: string[] = [];

const { locationFromCoverage } = await import("@/features/location/server/coverage-location");

const visitor = () =>
  new Request("http://localhost/ofertas", {
    headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.1` },
  });

beforeAll(() => {
  vi.stubGlobal("fetch", async (input: string | URL) => {
    asked.push(new URL(String(input)).searchParams.get("address") ?? "");
    const answer = answers.shift();
    if (!answer) throw new Error("Google asked more often than expected");
    return answer;
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await closeRateLimitStore();
});

describe("a shared link's place while Google fails", () => {
  it("is asked again after a failure, then kept", async () => {
    answers.push(
      new Response("", { status: 503 }),
      Response.json({ status: "OVER_QUERY_LIMIT" }),
      Response.json({ status: "OK", results: [campinas] }),
    );
    expect(await locationFromCoverage("Campinas", visitor())).toBeUndefined();
    expect(await locationFromCoverage("Campinas", visitor())).toBeUndefined();
    for (let n = 0; n < 3; n += 1) {
      expect(await locationFromCoverage("Campinas", visitor())).toMatchObject({
        label: "Campinas - SP",
        type: "CUSTOM",
      });
    }
    expect(asked).toEqual(["Campinas", "Campinas", "Campinas"]);
  });

  it("keeps a text Google names no place for", async () => {
    answers.push(Response.json({ status: "ZERO_RESULTS", results: [] }));
    expect(await locationFromCoverage("Lugar Nenhum", visitor())).toBeUndefined();
    expect(await locationFromCoverage("Lugar Nenhum", visitor())).toBeUndefined();
    expect(asked.filter((text) => text === "Lugar Nenhum")).toHaveLength(1);
  });
});
