import { describe, expect, it } from "vitest";
import { PlacesUnavailableError } from "../domain/place";
import { createGooglePlacesProvider } from "./google-places";

const campinasResult = {
  formatted_address: "Campinas - SP, Brasil",
  types: ["locality", "political"],
  geometry: { location: { lat: -22.9099, lng: -47.0626 }, location_type: "APPROXIMATE" },
  address_components: [
    { long_name: "Campinas", short_name: "Campinas", types: ["administrative_area_level_2"] },
    { long_name: "São Paulo", short_name: "SP", types: ["administrative_area_level_1"] },
    { long_name: "Brasil", short_name: "BR", types: ["country"] },
  ],
};

function fakeGoogle(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetcher = (async (input: string | URL) => {
    const url = String(input);
    calls.push(url);
    const key = Object.keys(answers).find((part) => url.includes(part));
    return new Response(JSON.stringify(key ? answers[key] : {}), { status: key ? 200 : 500 });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("Google Places adapter", () => {
  it("maps a geocoding result to a place of the same shape as the embedded one", async () => {
    const { fetcher, calls } = fakeGoogle({
      "geocode/json": { status: "OK", results: [campinasResult] },
    });
    const provider = createGooglePlacesProvider("a-key-long-enough-0123456789", fetcher);
    expect(await provider.lookup("campinas")).toEqual({
      city: "Campinas",
      state: "SP",
      label: "Campinas - SP",
      latitude: -22.9099,
      longitude: -47.0626,
      approximate: true,
      kind: "locality",
    });
    expect(calls[0]).toContain("components=country%3ABR");
    expect(calls[0]).toContain("language=pt-BR");
  });

  it("finds nothing outside Brazil or where Google has no result", async () => {
    const abroad = {
      ...campinasResult,
      address_components: [{ long_name: "France", short_name: "FR", types: ["country"] }],
    };
    const outside = fakeGoogle({ "geocode/json": { status: "OK", results: [abroad] } });
    expect(
      await createGooglePlacesProvider("k".repeat(30), outside.fetcher).reverse(48.8, 2.3),
    ).toBeUndefined();
    const none = fakeGoogle({ "geocode/json": { status: "ZERO_RESULTS", results: [] } });
    expect(
      await createGooglePlacesProvider("k".repeat(30), none.fetcher).lookup("lugar nenhum"),
    ).toBeUndefined();
    // A text Google cannot look up is the text's answer, kept as one, not Google's trouble.
    const invalid = fakeGoogle({ "geocode/json": { status: "INVALID_REQUEST" } });
    expect(
      await createGooglePlacesProvider("k".repeat(30), invalid.fetcher).lookup("%%%"),
    ).toBeUndefined();
  });

  it.each([
    ["a server error", fakeGoogle({}).fetcher],
    ["a spent quota", fakeGoogle({ "geocode/json": { status: "OVER_QUERY_LIMIT" } }).fetcher],
    ["a refused key", fakeGoogle({ "geocode/json": { status: "REQUEST_DENIED" } }).fetcher],
    ["an answer of another shape", fakeGoogle({ "geocode/json": { results: "?" } }).fetcher],
    [
      "a timeout",
      (async () => {
        throw new DOMException("The operation timed out.", "TimeoutError");
      }) as typeof fetch,
    ],
  ])("tells %s apart from finding nothing", async (_failure, fetcher) => {
    const provider = createGooglePlacesProvider("k".repeat(30), fetcher);
    await expect(provider.lookup("campinas")).rejects.toBeInstanceOf(PlacesUnavailableError);
    await expect(provider.reverse(-22.9, -47.06)).rejects.toBeInstanceOf(PlacesUnavailableError);
    expect(await provider.autocomplete("campinas")).toEqual([]);
  });
});
