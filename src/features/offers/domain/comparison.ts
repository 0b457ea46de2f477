import type { ComparisonFields } from "./offer";

/** SPEC.md section 1: up to three offers side by side. */
export const maxComparedOffers = 3;

export type ComparisonChange =
  { ok: true; ids: number[] } | { ok: false; reason: "limit" | "duplicate"; ids: number[] };

export function addToComparison(ids: readonly number[], id: number): ComparisonChange {
  if (ids.includes(id)) return { ok: false, reason: "duplicate", ids: [...ids] };
  if (ids.length >= maxComparedOffers) return { ok: false, reason: "limit", ids: [...ids] };
  return { ok: true, ids: [...ids, id] };
}

export function removeFromComparison(ids: readonly number[], id: number): number[] {
  return ids.filter((other) => other !== id);
}

/**
 * "4,7,9" -> [4, 7, 9]; anything else in the list is ignored and repeats are kept once. A link
 * with more than three offers (edited by hand) compares its first three, and says how many it
 * left out so the page can tell the shopper.
 */
export function parseComparisonIds(value: string | string[] | undefined | null): {
  ids: number[];
  leftOut: number;
} {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  const ids = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id > 0);
  const unique = [...new Set(ids)];
  return {
    ids: unique.slice(0, maxComparedOffers),
    leftOut: Math.max(0, unique.length - maxComparedOffers),
  };
}

/** Ids whose offers are gone (expired or removed) are dropped; the caller tells the shopper. */
export function dropStale(
  ids: readonly number[],
  available: ReadonlySet<number>,
): { ids: number[]; dropped: number[] } {
  return {
    ids: ids.filter((id) => available.has(id)),
    dropped: ids.filter((id) => !available.has(id)),
  };
}

/** The comparison rows that differ between the offers, so the page can highlight them. */
export function differingFields(
  rows: readonly Record<string, unknown>[],
): Set<keyof ComparisonFields | "price"> {
  const differing = new Set<keyof ComparisonFields | "price">();
  const first = rows[0];
  if (!first) return differing;
  for (const key of Object.keys(first) as (keyof ComparisonFields | "price")[]) {
    const values = rows.map((row) => JSON.stringify(row[key]));
    if (new Set(values).size > 1) differing.add(key);
  }
  return differing;
}
