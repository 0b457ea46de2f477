import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stateByIbgeCode } from "../domain/states";
import { embeddedPlacesIndex } from "./embedded-places";

// The independent IBGE reference beside the project (read in place, never copied into it). A
// checkout without it (a clone on its own) runs the rest and says why this part did not run.
const referenceFile = path.resolve(
  process.env.REFERENCE_DATA_DIR ?? path.resolve(process.cwd(), "../shared/data"),
  "municipios.csv",
);
const hasReference = existsSync(referenceFile);
if (!hasReference)
  console.warn(`IBGE reference not found at ${referenceFile}: its checks are skipped.`);

interface ReferenceMunicipality {
  ibgeCode: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  capital: boolean;
}

function readReference(): ReferenceMunicipality[] {
  const [header, ...lines] = readFileSync(referenceFile, "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter(Boolean);
  expect(header).toMatch(/^codigo_ibge,nome,latitude,longitude,capital,codigo_uf/);
  return lines.map((line) => {
    const [ibgeCode = "", name = "", latitude, longitude, capital, stateCode] = line.split(",");
    return {
      ibgeCode,
      name,
      state: stateByIbgeCode(Number(stateCode))?.code ?? "??",
      latitude: Number(latitude),
      longitude: Number(longitude),
      capital: capital === "1",
    };
  });
}

const reference = hasReference ? readReference() : [];
const places = embeddedPlacesIndex();

describe.skipIf(!hasReference)("embedded places against the IBGE reference", () => {
  it("knows every municipality", () => {
    expect(reference.length).toBeGreaterThanOrEqual(5570);
    expect(places.size).toBe(reference.length);
  });

  it("finds every municipality by its name, with the right state", () => {
    const missing = reference.filter((municipality) => {
      // "Augusto Severo (Campo Grande)": the reference adds the other name in parentheses.
      const names = municipality.name.split(/\s*[()]\s*/).filter(Boolean);
      return !names.some((name) =>
        places
          .autocomplete(name, 20)
          .some(
            (place) =>
              place.ibgeCode === municipality.ibgeCode && place.state === municipality.state,
          ),
      );
    });
    expect(missing.map((m) => `${m.name} - ${m.state}`)).toEqual([]);
  }, 60_000);

  it("reverse-geocodes each of the 27 capitals to that capital", () => {
    const capitals = reference.filter((municipality) => municipality.capital);
    expect(capitals).toHaveLength(27);
    const found = capitals.map((capital) => places.reverse(capital.latitude, capital.longitude));
    expect(found.map((place) => place?.ibgeCode)).toEqual(capitals.map((c) => c.ibgeCode));
  });

  it("reverse-geocodes at least 97% of all municipalities into the right state", () => {
    const right = reference.filter(
      (municipality) =>
        places.reverse(municipality.latitude, municipality.longitude)?.state === municipality.state,
    ).length;
    const share = right / reference.length;
    console.info(
      `reverse lookup: right state for ${right} of ${reference.length} (${(share * 100).toFixed(2)}%)`,
    );
    expect(share).toBeGreaterThanOrEqual(0.97);
  }, 60_000);
});

describe("embedded search", () => {
  it("matches prefixes without accents or case", () => {
    const labels = places.autocomplete("sao p", 8).map((place) => place.label);
    expect(labels[0]).toBe("São Paulo - SP");
    expect(labels).toContain("São Pedro - SP");
    expect(places.autocomplete("CAMPINAS", 3)[0]).toMatchObject({ label: "Campinas - SP" });
  });

  it("narrows by a trailing UF", () => {
    expect(places.lookup("Bom Jesus - PI")).toMatchObject({ state: "PI", city: "Bom Jesus" });
    expect(places.lookup("campinas, sp")).toMatchObject({ ibgeCode: "3509502" });
  });

  it("keeps former names searchable", () => {
    expect(places.lookup("Moji Mirim")).toMatchObject({ label: "Mogi Mirim - SP" });
  });

  it("resolves a CEP to its capital, or at least to its state", () => {
    expect(places.lookup("01310-100")).toMatchObject({
      label: "São Paulo - SP",
      kind: "postal_code",
      postalCode: "01310-100",
    });
    expect(places.lookup("13010100")).toMatchObject({
      state: "SP",
      city: "ALL",
      approximate: true,
      postalCode: "13010-100",
    });
    expect(places.lookup("00000-000")).toBeUndefined();
  });

  it.each([
    "a".repeat(500),
    "🚗🚗🚗",
    "'; DROP TABLE dealers; --",
    "<script>alert(1)</script>",
    "",
  ])("answers nothing for %j", (text) => {
    expect(places.autocomplete(text, 8)).toEqual([]);
    expect(places.lookup(text)).toBeUndefined();
  });

  it("finds no place far outside Brazil", () => {
    expect(places.reverse(48.8566, 2.3522)).toBeUndefined();
  });
});
