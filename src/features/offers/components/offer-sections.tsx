import { InlineIllustration } from "@/ui/inline-illustration";
import type { ReactNode } from "react";
import type { OfferDealer, OfferListItem } from "../domain/offer";
import { kindNames, offersTexts } from "../texts";
import { fabricationAndModelYear } from "@/lib/vehicle-year";
import { CompareToggle } from "./compare-toggle";
import { DealerContact } from "./dealer-contact";
import { OfferPrice } from "./offer-price";
import { vehicleItemOf } from "./vehicle-item";

const t = offersTexts;

/** The offer page is made of these sections, so other capabilities can add theirs in between. */
export function OfferSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function OfferHeader({ offer, actions }: { offer: OfferListItem; actions?: ReactNode }) {
  return (
    <header className="grid items-center gap-6 md:grid-cols-2">
      <InlineIllustration
        src={offer.model.imageUrl}
        alt={offer.model.imageAlt}
        width={800}
        height={320}
        className="h-auto w-full"
      />
      <div>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">
          {kindNames[offer.kind]} · {offer.model.categoryName}
          {offer.campaign ? ` · ${t.detail.campaign(offer.campaign.name)}` : ""}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-brand md:text-4xl">{offer.title}</h1>
        <p className="mt-1 text-lg">
          {offer.version.name} {fabricationAndModelYear(offer.version.modelYear)}
        </p>
        {offer.segments.length > 0 ? <p>{t.card.segments(offer.segments)}</p> : null}
        <div className="mt-4">
          <OfferPrice offer={offer} size="page" />
        </div>
        {offer.negotiationEnabled ? (
          <p className="mt-2 font-semibold">{t.detail.negotiation}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <CompareToggle offerId={offer.id} title={offer.title} />
          {actions}
        </div>
      </div>
    </header>
  );
}

export function OfferConditions({ offer }: { offer: OfferListItem }) {
  return (
    <OfferSection id="condicoes" title={t.detail.price}>
      <p className="max-w-3xl">{offer.conditions}</p>
      {offer.highlights.length > 0 ? (
        <>
          <h3 className="mt-4 text-lg font-bold">{t.detail.highlights}</h3>
          <ul className="mt-2 list-disc pl-5">
            {offer.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </OfferSection>
  );
}

const yesNo = (value: boolean) => (value ? t.compare.yes : t.compare.no);

export function OfferSpecs({ offer }: { offer: OfferListItem }) {
  const c = offer.comparison;
  const rows: [string, string][] = [
    [t.fields.potency, c.potency],
    [t.fields.transmission, c.transmission],
    [t.fields.absBreak, yesNo(c.absBreak)],
    [t.fields.airbag, String(c.airbag)],
    [t.fields.airConditioning, c.airConditioning],
    [t.fields.eletricSteering, yesNo(c.eletricSteering)],
    [t.fields.powerWindowAndLocks, yesNo(c.powerWindowAndLocks)],
    [t.fields.fuelReservoir, c.fuelReservoir],
    [t.fields.trunk, c.trunk],
    [t.fields.guarantee, c.guarantee],
  ];
  return (
    <OfferSection id="ficha-tecnica" title={t.detail.specs}>
      <dl className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-surface-alt py-2">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold">{t.detail.equipment}</h3>
          <ul className="mt-2 list-disc pl-5">
            {c.standartEquipament.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-bold">{t.detail.security}</h3>
          <ul className="mt-2 list-disc pl-5">
            {c.security.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </OfferSection>
  );
}

export function OfferDealers({ offer, dealers }: { offer: OfferListItem; dealers: OfferDealer[] }) {
  return (
    <OfferSection id="concessionarias" title={t.detail.dealers}>
      {dealers.length === 0 ? (
        <p>{t.card.noDealer}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dealers.map((dealer) => (
            <li key={dealer.code} className="rounded-2xl bg-surface-alt p-4">
              <p className="font-semibold">{dealer.name}</p>
              <p className="text-sm text-muted">
                {dealer.address}, {dealer.district} · {dealer.city} - {dealer.stateCode} ·{" "}
                {t.card.distance(dealer.distanceKm)}
              </p>
              <div className="mt-2">
                <DealerContact
                  dealer={dealer}
                  message={t.whatsappMessage.offer(offer.title)}
                  item={vehicleItemOf(offer, 0)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </OfferSection>
  );
}
