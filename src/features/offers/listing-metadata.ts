import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import type { OfferKind } from "./domain/offer";
import { offersTexts } from "./texts";

// Kept here, not in texts.ts: only the pages' heads use them, never a browser bundle.
/** The /modelo pages of the dealer and direct-sales listings: a model first, then its offers. */
const byModelPages = {
  all: {
    title: "Ofertas Volkswagen por modelo",
    intro: "Escolha um modelo da linha Volkswagen e veja todas as suas ofertas vigentes.",
  },
  model: {
    title: "Ofertas por modelo",
    intro: "As ofertas da Volkswagen para cada modelo da linha, com preço, condições e validade.",
  },
  dealer: {
    title: "Ofertas da rede de concessionárias por modelo",
    intro: "Escolha um modelo e veja os carros à pronta entrega com preço de outlet perto de você.",
  },
  "direct-sales": {
    title: "Vendas diretas por modelo",
    intro:
      "Escolha um modelo e veja os descontos de fábrica para PcD, produtores rurais, taxistas e empresas.",
  },
} satisfies Record<OfferKind | "all", { title: string; intro: string }>;

/** The head of an offers listing: its own title and description, and its Open Graph card. */
export function listingMetadata(kind: OfferKind | "all", path: string): Metadata {
  const byModel = path.endsWith("/modelo") && kind !== "model";
  const page = byModel ? byModelPages[kind] : offersTexts.pages[kind];
  return pageMetadata({ title: page.title, description: page.intro, path });
}
