import { readFileSync } from "node:fs";
import path from "node:path";

/** The fields of an offer card, as the storefront's `GET /api/v1/offers/byPage` answers them. */
export interface BenchOffer {
  id: number;
  slug: string;
  title: string;
  kind: string;
  conditions: string;
  price: number;
  segments: string[];
  model: { imageUrl: string; imageAlt: string; categoryName: string };
  dealer?: { name: string; city: string; stateCode: string } | null;
}

// Written by bench/run.ts from the storefront's own answer before this app is built.
const answerFile = path.join(process.cwd(), ".data", "offers-by-page.json");

/** The storefront's first page of offers, read once per process. */
export const benchAnswer = readFileSync(answerFile, "utf8");
export const benchOffers = (JSON.parse(benchAnswer) as { offers: BenchOffer[] }).offers;
