import { describe, expect, it } from "vitest";
import { buildPlacesIndex, type GazetteerPlace, type MunicipalityRecord } from "./places-index";

// Ten municipalities, real IBGE codes: two capitals, homonyms in two states, a renamed one and one
// the gazetteer does not know.
const municipalities: MunicipalityRecord[] = [
  { ibgeCode: "3550308", name: "São Paulo" },
  { ibgeCode: "3509502", name: "Campinas" },
  { ibgeCode: "3549904", name: "São José dos Campos" },
  { ibgeCode: "3548500", name: "Santos" },
  { ibgeCode: "3515103", name: "Embu-Guaçu" },
  { ibgeCode: "3304557", name: "Rio de Janeiro" },
  { ibgeCode: "3303302", name: "Niterói" },
  { ibgeCode: "4302352", name: "Bom Jesus" },
  { ibgeCode: "2201903", name: "Bom Jesus" },
  { ibgeCode: "2401305", name: "Boa Saúde", formerNames: ["Januário Cicco"] },
];

const gazetteer: GazetteerPlace[] = [
  {
    name: "São Paulo",
    state: "SP",
    latitude: -23.55,
    longitude: -46.63,
    municipalityCode: "3550308",
  },
  {
    name: "Campinas",
    state: "SP",
    latitude: -22.91,
    longitude: -47.06,
    municipalityCode: "3509502",
  },
  {
    name: "Barão Geraldo",
    state: "SP",
    latitude: -22.82,
    longitude: -47.08,
    municipalityCode: "3509502",
  },
  {
    name: "São José dos Campos",
    state: "SP",
    latitude: -23.18,
    longitude: -45.88,
    municipalityCode: "3549904",
  },
  { name: "Santos", state: "SP", latitude: -23.96, longitude: -46.33, municipalityCode: "3548500" },
  {
    name: "Rio de Janeiro",
    state: "RJ",
    latitude: -22.91,
    longitude: -43.17,
    municipalityCode: "3304557",
  },
  { name: "Niterói", state: "RJ", latitude: -22.88, longitude: -43.1, municipalityCode: "3303302" },
  {
    name: "Bom Jesus",
    state: "RS",
    latitude: -28.67,
    longitude: -50.43,
    municipalityCode: "4302352",
  },
  {
    name: "Silva Jardim",
    state: "RS",
    latitude: -28.7,
    longitude: -50.4,
    municipalityCode: "4302352",
  },
  {
    name: "Bom Jesus",
    state: "PI",
    latitude: -9.07,
    longitude: -44.36,
    municipalityCode: "2201903",
  },
  { name: "Januário Cicco", state: "RN", latitude: -6.16, longitude: -35.62 },
];

const index = buildPlacesIndex(municipalities, gazetteer);

describe("buildPlacesIndex", () => {
  it("indexes every municipality and counts those with their own coordinates", () => {
    expect(index.size).toBe(10);
    expect(index.exactCoordinates).toBe(9);
  });

  it("suggests capitals first, then larger places, then names matched at a later word", () => {
    expect(index.autocomplete("sao", 5).map((place) => place.label)).toEqual([
      "São Paulo - SP",
      "São José dos Campos - SP",
    ]);
    expect(index.autocomplete("campos", 5).map((place) => place.label)).toEqual([
      "São José dos Campos - SP",
    ]);
    expect(index.autocomplete("camp", 5).map((place) => place.label)).toEqual([
      "Campinas - SP",
      "São José dos Campos - SP",
    ]);
  });

  it("ranks homonyms by size and narrows them by a state written after the name", () => {
    expect(index.lookup("Bom Jesus")?.state).toBe("RS");
    expect(index.lookup("Bom Jesus - PI")).toMatchObject({ city: "Bom Jesus", state: "PI" });
    expect(index.lookup("Bom Jesus, PI")?.ibgeCode).toBe("2201903");
    expect(index.lookup("Bom")).toBeUndefined();
  });

  it("finds a municipality by its former name, with the gazetteer place of that name", () => {
    expect(index.lookup("januario cicco")).toMatchObject({
      label: "Boa Saúde - RN",
      approximate: false,
      latitude: -6.16,
    });
  });

  it("reads a y as an i, as old spellings write it (Niteroy, Parati for Paraty)", () => {
    expect(index.lookup("Niteroy")).toMatchObject({ label: "Niterói - RJ" });
    expect(index.autocomplete("niteroy", 8).map((place) => place.label)).toEqual(["Niterói - RJ"]);
  });

  it("stands a municipality the gazetteer lacks at its state capital, marked approximate", () => {
    expect(index.lookup("Embu-Guaçu")).toMatchObject({
      state: "SP",
      approximate: true,
      latitude: -23.55,
      longitude: -46.63,
    });
  });

  it("answers a CEP of a capital with the capital, and any other with the whole state", () => {
    expect(index.lookup("01310-100")).toMatchObject({
      city: "São Paulo",
      kind: "postal_code",
      postalCode: "01310-100",
    });
    expect(index.lookup("13010000")).toMatchObject({
      city: "ALL",
      state: "SP",
      label: "São Paulo (estado) - SP",
      kind: "postal_code",
      approximate: true,
    });
  });

  it("reverses a coordinate to the municipality of the nearest place, and refuses the open sea", () => {
    expect(index.reverse(-22.83, -47.07)?.city).toBe("Campinas");
    expect(index.reverse(-22.9, -43.12)?.city).toBe("Niterói");
    expect(index.reverse(-20, -20)).toBeUndefined();
  });

  it("refuses empty, numeric-start and overlong text", () => {
    expect(index.autocomplete("", 5)).toEqual([]);
    expect(index.autocomplete("123 rua", 5)).toEqual([]);
    expect(index.autocomplete("s".repeat(500), 5)).toEqual([]);
  });
});
