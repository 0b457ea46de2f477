import { describe, expect, it } from "vitest";
import { POST as addressLookup } from "@/app/api/v1/address-lookup/route";
import { GET as byText } from "@/app/api/v1/geolocation/[location]/route";
import { GET as byCoordinates } from "@/app/api/v1/geolocation/route";
import { GET as places } from "@/app/api/v1/places/route";

const apiKey = process.env.API_KEY ?? "";
const headers = { "api-key": apiKey, "content-type": "application/json" };
const noParams = { params: Promise.resolve({}) };

type Route = (request: Request, context: typeof noParams) => Promise<Response>;

async function call(
  route: Route,
  url: string,
  params: Record<string, string> = {},
  init: RequestInit = {},
) {
  const response = await route(new Request(`http://localhost${url}`, { headers, ...init }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/v1/geolocation?lat=&lng=", () => {
  it("answers the municipality at a coordinate", async () => {
    const { status, body } = await call(
      byCoordinates,
      "/api/v1/geolocation?lat=-22.9056&lng=-47.0608",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ location: "Campinas - SP", state: "SP", city: "Campinas" });
    expect(body.latitude).toBeCloseTo(-22.9, 1);
  });

  it.each([
    ["lat=abc&lng=-47", "latitude deve ser um número"],
    ["lat=-91&lng=-47", "latitude deve estar entre -90 e 90"],
    ["lat=-22&lng=181", "longitude deve estar entre -180 e 180"],
    ["lng=-47", "Informe a latitude"],
    ["lat=1e5&lng=2", "latitude deve ser um número"],
  ])("refuses %s with 400 in Portuguese", async (query, message) => {
    const { status, body } = await call(byCoordinates, `/api/v1/geolocation?${query}`);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it("answers 404 far from Brazil", async () => {
    const { status } = await call(byCoordinates, "/api/v1/geolocation?lat=48.85&lng=2.35");
    expect(status).toBe(404);
  });

  it("refuses a call without the api-key", async () => {
    const response = await byCoordinates(
      new Request("http://localhost/api/v1/geolocation?lat=1&lng=1"),
      noParams,
    );
    expect(response.status).toBe(401);
  });
});

describe("GET /api/v1/geolocation/{location}", () => {
  it("finds a place by its text or CEP", async () => {
    const campinas = await call(byText, "/api/v1/geolocation/x", { location: "Campinas - SP" });
    expect(campinas.body).toMatchObject({
      location: "Campinas - SP",
      state: "SP",
      city: "Campinas",
    });
    const paulista = await call(byText, "/api/v1/geolocation/x", { location: "01310-100" });
    expect(paulista.body).toMatchObject({ location: "São Paulo - SP" });
  });

  it("answers 404 without echoing a hostile text", async () => {
    const hostile = "<script>alert(1)</script>";
    const { status, body } = await call(byText, "/api/v1/geolocation/x", { location: hostile });
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain("<script>");
  });
});

describe("GET /api/v1/places", () => {
  it("suggests places by prefix, accents and case ignored", async () => {
    const { body } = await call(places, "/api/v1/places?q=sao%20p");
    const labels = (body.places as { label: string }[]).map((place) => place.label);
    expect(labels.slice(0, 1)).toEqual(["São Paulo - SP"]);
    expect(labels).toContain("São Pedro - SP");
  });

  it.each([
    "a".repeat(500),
    "🚗🚙",
    "' OR 1=1; DROP TABLE dealers; --",
    "<img src=x onerror=alert(1)>",
  ])("answers an empty list for %j", async (text) => {
    const { status, body } = await call(places, `/api/v1/places?q=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    expect(body).toEqual({ places: [] });
  });
});

describe("POST /api/v1/address-lookup", () => {
  const post = (body: unknown) =>
    call(
      addressLookup,
      "/api/v1/address-lookup",
      {},
      { method: "POST", body: JSON.stringify(body) },
    );

  it("answers success and data for a known address", async () => {
    const { body } = await post({ address: "Campinas - SP" });
    expect(body).toMatchObject({ success: true, data: { location: "Campinas - SP" } });
  });

  it.each([[{}], [{ address: "" }], [{ address: "Lugar Nenhum Inexistente" }]])(
    "answers an unsuccessful result with an empty list for %j",
    async (input) => {
      const { status, body } = await post(input);
      expect(status).toBe(200);
      expect(body).toEqual({ success: false, data: [] });
    },
  );
});
