import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import type { OfferKind } from "./domain/offer";
import { offersTexts } from "./texts";

/** The head of an offers listing: its own title and description, and its Open Graph card. */
export function listingMetadata(kind: OfferKind | "all", path: string): Metadata {
  const byModel = path.endsWith("/modelo") && kind !== "model";
  const page = byModel ? offersTexts.byModelPages[kind] : offersTexts.pages[kind];
  return pageMetadata({ title: page.title, description: page.intro, path });
}
