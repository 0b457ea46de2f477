import type { OfferListItem } from "../domain/offer";
import { centsToReais } from "@/lib/money";

/** schema.org Product with its Offer, so search engines show price, currency and validity. */
export function OfferJsonLd({ offer, url }: { offer: OfferListItem; url: string }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${offer.version.name} ${offer.version.modelYear}`,
    brand: { "@type": "Brand", name: "Volkswagen" },
    model: offer.model.name,
    category: offer.model.categoryName,
    image: new URL(offer.model.imageUrl, url).toString(),
    description: offer.title,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "BRL",
      price: centsToReais(offer.priceCents).toFixed(2),
      priceValidUntil: offer.validUntil.toISOString().slice(0, 10),
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(offer.dealer
        ? { seller: { "@type": "AutoDealer", name: offer.dealer.name } }
        : { seller: { "@type": "Organization", name: "Volkswagen do Brasil" } }),
    },
  };
  // "<" escaped so no text of the offer can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
