import type { SearchLocation } from "@/features/location";
import { dropStale, parseComparisonIds } from "../domain/comparison";
import { pointFromLocation } from "../server/api-shape";
import { offersByIds } from "../server/offer-service";
import { offersTexts } from "../texts";
import { ComparisonSync } from "./comparison-sync";
import { ComparisonTable } from "./comparison-table";
import { TextLink } from "@/ui/text-link";

const t = offersTexts.compare;

/** /ofertas/comparar?ofertas=4,7,9: the URL is the comparison, so it can be shared as it is. */
export async function ComparisonPage({
  idsParam,
  location,
}: {
  idsParam: string | string[] | undefined;
  location: SearchLocation;
}) {
  const { ids: requested, leftOut } = parseComparisonIds(idsParam);
  const { offers } = await offersByIds(requested, pointFromLocation(location));
  const { ids, dropped } = dropStale(requested, new Set(offers.map((offer) => offer.id)));
  return (
    <div className="py-8">
      <h1 className="text-3xl font-bold text-brand md:text-4xl">{t.title}</h1>
      <p className="mt-2 text-lg text-muted">{t.intro}</p>
      {dropped.length > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-danger px-4 py-3 font-semibold">
          {t.dropped(dropped.length)}
        </p>
      ) : null}
      {leftOut > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border-2 border-danger px-4 py-3 font-semibold">
          {t.leftOut}
        </p>
      ) : null}
      <ComparisonSync ids={ids} fromUrl={idsParam !== undefined} />
      {offers.length === 0 ? (
        <div className="mt-6">
          <p data-needs-script="">{t.empty}</p>
          <noscript>
            <p>{t.emptyWithoutScript}</p>
          </noscript>
          <TextLink href="/ofertas" className="mt-4 inline-block">
            {t.browse}
          </TextLink>
        </div>
      ) : (
        <div className="mt-6">
          <ComparisonTable offers={offers} />
          <p className="mt-4 text-sm text-muted">{t.share}</p>
        </div>
      )}
    </div>
  );
}
