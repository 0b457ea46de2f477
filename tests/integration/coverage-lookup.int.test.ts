// A shared link's ?coverage= is looked up on the server before the page renders. With Google's
// places configured each look-up is billed: a visitor sending ever new texts is held to the
// geolocation limit (and keeps their own place past it), and a text passed around is looked up once
// and counted once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { databaseHandle } from "@/db";
import { seedDatabase } from "@/db/seed";
import type * as Config from "@/lib/config";
import { closeRateLimitStore } from "@/lib/http/rate-limit";

const lookups = vi.hoisted(() => [] as string[]);

vi.mock("@/lib/config", async (importOriginal) => {
  const actual = await importOriginal<typeof Config>();
  return {
    ...actual,
    config: () => ({ ...actual.config(), GOOGLE_MAPS_API_KEY: "chave-de-teste" }),
  };
});

vi.mock("@/features/location/server/places", () => ({
  placesProvider: () => ({
    lookup: async (text: string) => {
      lookups.push(text);
      return {
        label: "Campinas - SP",
        latitude: -22.9,
        longitude: -47.06,
        state: "SP",
        city: "Campinas",
      };
    },
  }),
}));

const { locationFromCoverage } = await import("@/features/location/server/coverage-location");

// A fresh address each run: on PostgreSQL the counters outlive the test process.
const runAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

const visitor = (address: string) =>
  new Request("http://localhost/ofertas", { headers: { "x-forwarded-for": address } });

beforeAll(async () => {
  await seedDatabase(databaseHandle().db);
});

afterAll(async () => {
  await closeRateLimitStore();
});

describe("a shared link's place, with a billed places service", () => {
  it("is looked up once for a text many follow", async () => {
    const before = lookups.length;
    for (let n = 0; n < 5; n += 1) {
      const place = await locationFromCoverage("Campinas - SP", visitor(runAddress()));
      expect(place).toMatchObject({ city: "Campinas", state: "SP", type: "CUSTOM" });
    }
    expect(lookups.length - before).toBe(1);
  });

  it("holds a visitor sending ever new texts to the geolocation limit, past which they keep their place", async () => {
    const before = lookups.length;
    const address = runAddress();
    const answers = [];
    for (let n = 0; n < 70; n += 1) {
      answers.push(await locationFromCoverage(`Lugar ${n}`, visitor(address)));
    }
    expect(lookups.length - before).toBe(60);
    expect(answers.slice(0, 60).every((place) => place?.city === "Campinas")).toBe(true);
    expect(answers.slice(60)).toEqual(Array(10).fill(undefined));
  });

  it("charges the limit only for a text not yet kept: a link followed again and again costs nothing", async () => {
    const before = lookups.length;
    const address = runAddress();
    for (let n = 0; n < 100; n += 1) {
      const place = await locationFromCoverage("Sorocaba - SP", visitor(address));
      expect(place).toMatchObject({ city: "Campinas", type: "CUSTOM" });
    }
    expect(lookups.length - before).toBe(1);
    // The one look-up spent one point of the sixty: fifty-nine new texts are still looked up.
    const answers = [];
    for (let n = 0; n < 60; n += 1) {
      answers.push(await locationFromCoverage(`Outro lugar ${n}`, visitor(address)));
    }
    expect(answers.slice(0, 59).every((place) => place?.city === "Campinas")).toBe(true);
    expect(answers[59]).toBeUndefined();
    expect(lookups.length - before).toBe(60);
  });
});
