import { TextLink } from "@/ui/text-link";
import { coveredPlaces } from "../domain/coverage";
import type { Offer } from "../domain/offer";
import { offersTexts } from "../texts";

const t = offersTexts.outsideRegion;

/**
 * An offer opened by a link from outside the region it covers: the listing hides it there, so the
 * page says so, where it holds, and leads to the same model's offers near the shopper.
 */
export function OutsideRegionNotice({ offer, place }: { offer: Offer; place: string }) {
  const places = coveredPlaces(offer);
  return (
    <section
      aria-labelledby="fora-da-regiao"
      className="mb-6 rounded-lg border-l-4 border-brand-accent bg-surface-alt p-4"
    >
      <h2 id="fora-da-regiao" className="text-lg font-bold text-brand">
        {t.title}
      </h2>
      <p className="mt-1">
        {places.kind === "dealers" ? t.dealersWhere(places.text) : t.where(places.text)}{" "}
        {t.yourPlace(place)}
      </p>
      <TextLink href={`/ofertas?carName=${encodeURIComponent(offer.model.name)}`} touch>
        {t.nearby(offer.model.name)}
      </TextLink>
    </section>
  );
}
