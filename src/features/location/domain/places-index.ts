import { comparePtBrNames } from "@/lib/format";
import { distanceKm } from "./geo-distance";
import type { Place } from "./place";
import {
  normalizePlaceText,
  placeLabel,
  splitCityAndState,
  maxPlaceQueryLength,
  wholeStateLabel,
} from "./place-text";
import { formatPostalCode, parsePostalCode } from "./postal-code";
import { isStateCode, stateByCode, stateByIbgeCode, statePostalMatch } from "./states";

/** A municipality as the IBGE list names it. */
export interface MunicipalityRecord {
  ibgeCode: string;
  name: string;
  /** Former names still searched for (official renames). */
  formerNames?: string[];
  /** For a municipality too new for the gazetteer: the one it was split from, for coordinates. */
  splitFrom?: string;
}

/** A populated place of the gazetteer; `municipalityCode` is its IBGE code when known. */
export interface GazetteerPlace {
  name: string;
  latitude: number;
  longitude: number;
  state: string;
  municipalityCode?: string;
}

interface IndexedMunicipality {
  ibgeCode: string;
  name: string;
  state: string;
  keys: string[];
  latitude: number;
  longitude: number;
  approximate: boolean;
  capital: boolean;
  /** How many gazetteer places the municipality has: a proxy for its size, to rank homonyms. */
  weight: number;
}

interface PrefixEntry {
  text: string;
  /** True when the text starts at a later word of the name. */
  word: boolean;
  municipality: IndexedMunicipality;
}

/** First position whose text is not below `text`. */
function lowerBound(entries: readonly PrefixEntry[], text: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((entries[middle]?.text ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Point {
  latitude: number;
  longitude: number;
  municipality: IndexedMunicipality;
}

/** Beyond this, a coordinate is not near any Brazilian municipality seat (the widest Amazon gaps). */
const maxReverseDistanceKm = 300;

export interface PlacesIndex {
  size: number;
  exactCoordinates: number;
  autocomplete(query: string, limit: number): Place[];
  lookup(text: string): Place | undefined;
  reverse(latitude: number, longitude: number): Place | undefined;
}

function toPlace(municipality: IndexedMunicipality): Place {
  return {
    ibgeCode: municipality.ibgeCode,
    city: municipality.name,
    state: municipality.state,
    label: placeLabel(municipality.name, municipality.state),
    latitude: municipality.latitude,
    longitude: municipality.longitude,
    approximate: municipality.approximate,
    kind: "locality",
  };
}

function rankMunicipalities(a: IndexedMunicipality, b: IndexedMunicipality): number {
  if (a.capital !== b.capital) return a.capital ? -1 : 1;
  if (a.weight !== b.weight) return b.weight - a.weight;
  return comparePtBrNames(a.name, b.name);
}

/**
 * Builds the in-memory index: every municipality gets coordinates (the gazetteer place of the same
 * name in it, else any of its gazetteer places, else its state capital, the last two marked
 * approximate) and every gazetteer place tied to a municipality becomes a point for reverse lookup.
 */
export function buildPlacesIndex(
  municipalities: readonly MunicipalityRecord[],
  gazetteer: readonly GazetteerPlace[],
): PlacesIndex {
  const byCode = new Map<string, GazetteerPlace[]>();
  const unattributed = new Map<string, GazetteerPlace>();
  for (const place of gazetteer) {
    if (place.municipalityCode) {
      const list = byCode.get(place.municipalityCode) ?? [];
      list.push(place);
      byCode.set(place.municipalityCode, list);
    } else {
      unattributed.set(`${place.state}|${normalizePlaceText(place.name)}`, place);
    }
  }

  const capitals = new Set(
    [...municipalities].map((m) => m.ibgeCode).filter((code) => isCapital(code)),
  );
  const indexed: IndexedMunicipality[] = [];
  const points: Point[] = [];
  const pending: IndexedMunicipality[] = [];

  for (const record of municipalities) {
    const state = stateByIbgeCode(Number(record.ibgeCode.slice(0, 2)));
    if (!state) continue;
    const names = [record.name, ...(record.formerNames ?? [])].map(normalizePlaceText);
    const own = byCode.get(record.ibgeCode) ?? [];
    const sameName =
      own.find((place) => names.includes(normalizePlaceText(place.name))) ??
      names.map((name) => unattributed.get(`${state.code}|${name}`)).find(Boolean);
    const stand = sameName ?? own[0];
    const municipality: IndexedMunicipality = {
      ibgeCode: record.ibgeCode,
      name: record.name,
      state: state.code,
      keys: names,
      latitude: stand?.latitude ?? Number.NaN,
      longitude: stand?.longitude ?? Number.NaN,
      approximate: !sameName,
      capital: capitals.has(record.ibgeCode),
      weight: own.length,
    };
    indexed.push(municipality);
    if (!stand) pending.push(municipality);
    for (const place of own) points.push({ ...place, municipality });
    if (sameName && !own.includes(sameName)) points.push({ ...sameName, municipality });
  }

  // Without any gazetteer place: the municipality it was split from, else the state capital.
  const byIbge = new Map(indexed.map((m) => [m.ibgeCode, m]));
  for (const municipality of pending) {
    const record = municipalities.find((m) => m.ibgeCode === municipality.ibgeCode);
    const capitalCode = stateByCode(municipality.state)?.capitalIbgeCode ?? "";
    const parent = byIbge.get(record?.splitFrom ?? "") ?? byIbge.get(capitalCode);
    municipality.latitude = parent?.latitude ?? 0;
    municipality.longitude = parent?.longitude ?? 0;
  }

  const stateCentres = new Map<string, { latitude: number; longitude: number }>();
  for (const state of new Set(indexed.map((m) => m.state))) {
    const own = indexed.filter((m) => m.state === state && !m.approximate);
    stateCentres.set(state, {
      latitude: own.reduce((sum, m) => sum + m.latitude, 0) / own.length,
      longitude: own.reduce((sum, m) => sum + m.longitude, 0) / own.length,
    });
  }

  const ranked = [...indexed].sort(rankMunicipalities);
  const exactNames = new Map<string, IndexedMunicipality[]>();
  for (const municipality of ranked) {
    for (const key of new Set(municipality.keys)) {
      const list = exactNames.get(key) ?? [];
      list.push(municipality);
      exactNames.set(key, list);
    }
  }

  const rankOf = new Map(ranked.map((municipality, rank) => [municipality, rank]));
  // Every name and every later word of it ("sao paulo", "paulo"), sorted for binary search.
  const prefixEntries: PrefixEntry[] = ranked
    .flatMap((municipality) =>
      municipality.keys.flatMap((key) =>
        key.split(" ").map((_, word, words) => ({
          text: words.slice(word).join(" "),
          word: word > 0,
          municipality,
        })),
      ),
    )
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));

  function fromPostalCode(postalCode: string): Place | undefined {
    const match = statePostalMatch(postalCode);
    if (!match) return undefined;
    const formatted = formatPostalCode(postalCode);
    const capital = byIbge.get(match.state.capitalIbgeCode);
    if (match.inCapital && capital) {
      return { ...toPlace(capital), kind: "postal_code", postalCode: formatted };
    }
    const centre = stateCentres.get(match.state.code);
    return {
      ibgeCode: String(match.state.ibgeCode),
      city: "ALL",
      state: match.state.code,
      label: wholeStateLabel(match.state.name, match.state.code),
      latitude: centre?.latitude ?? 0,
      longitude: centre?.longitude ?? 0,
      approximate: true,
      kind: "postal_code",
      postalCode: formatted,
    };
  }

  function search(query: string, limit: number, exactOnly: boolean): Place[] {
    if (query.length > maxPlaceQueryLength * 2) return [];
    const postalCode = parsePostalCode(query);
    if (postalCode) {
      const place = fromPostalCode(postalCode);
      return place ? [place] : [];
    }
    const whole = normalizePlaceText(query);
    if (!whole || whole.length > maxPlaceQueryLength || /^\d/.test(whole)) return [];
    const split = splitCityAndState(query, isStateCode);
    const cityText = split.state ? normalizePlaceText(split.city) : undefined;
    const inState = (m: IndexedMunicipality) => m.state === split.state;

    // Exact names first, then names that start with the text, then a later word that does;
    // each group in rank order (capitals, then larger places).
    const exactMatches = [
      ...(exactNames.get(whole) ?? []),
      ...(cityText ? (exactNames.get(cityText) ?? []).filter(inState) : []),
    ];
    const results = new Set(exactMatches);
    if (exactOnly) return [...results].slice(0, limit).map(toPlace);
    const prefixed = new Set<IndexedMunicipality>();
    const worded = new Set<IndexedMunicipality>();
    const collect = (text: string, accept: (m: IndexedMunicipality) => boolean) => {
      for (let at = lowerBound(prefixEntries, text); at < prefixEntries.length; at += 1) {
        const entry = prefixEntries[at];
        if (!entry?.text.startsWith(text)) break;
        if (results.has(entry.municipality) || !accept(entry.municipality)) continue;
        (entry.word ? worded : prefixed).add(entry.municipality);
      }
    };
    collect(whole, () => true);
    if (cityText) collect(cityText, inState);
    const byRank = (a: IndexedMunicipality, b: IndexedMunicipality) =>
      (rankOf.get(a) ?? 0) - (rankOf.get(b) ?? 0);
    const ordered = [
      ...results,
      ...[...prefixed].sort(byRank),
      ...[...worded].filter((m) => !prefixed.has(m)).sort(byRank),
    ];
    return ordered.slice(0, limit).map(toPlace);
  }

  const grid = buildGrid(points);

  return {
    size: indexed.length,
    exactCoordinates: indexed.filter((m) => !m.approximate).length,
    autocomplete: (query, limit) => search(query, limit, false),
    lookup: (text) => search(text, 1, true)[0],
    reverse(latitude, longitude) {
      const nearest = nearestPoint(grid, latitude, longitude);
      return nearest && nearest.distance <= maxReverseDistanceKm
        ? toPlace(nearest.point.municipality)
        : undefined;
    },
  };
}

function isCapital(ibgeCode: string): boolean {
  return stateByIbgeCode(Number(ibgeCode.slice(0, 2)))?.capitalIbgeCode === ibgeCode;
}

/** Points bucketed by whole degree, so a reverse lookup reads a few cells instead of every point. */
type Grid = Map<string, Point[]>;
const cellKey = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}|${Math.floor(longitude)}`;

function buildGrid(points: readonly Point[]): Grid {
  const grid: Grid = new Map();
  for (const point of points) {
    const key = cellKey(point.latitude, point.longitude);
    const cell = grid.get(key) ?? [];
    cell.push(point);
    grid.set(key, cell);
  }
  return grid;
}

/** Reads rings of cells around the coordinate; one ring past the first hit settles the nearest. */
function nearestPoint(
  grid: Grid,
  latitude: number,
  longitude: number,
): { point: Point; distance: number } | undefined {
  let best: { point: Point; distance: number } | undefined;
  let lastRing = 4;
  const baseLat = Math.floor(latitude);
  const baseLng = Math.floor(longitude);
  for (let ring = 0; ring <= lastRing; ring += 1) {
    for (let dLat = -ring; dLat <= ring; dLat += 1) {
      for (let dLng = -ring; dLng <= ring; dLng += 1) {
        if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
        for (const point of grid.get(cellKey(baseLat + dLat, baseLng + dLng)) ?? []) {
          const distance = distanceKm(latitude, longitude, point.latitude, point.longitude);
          if (!best || distance < best.distance) best = { point, distance };
        }
      }
    }
    if (best && lastRing > ring + 1) lastRing = ring + 1;
  }
  return best;
}
