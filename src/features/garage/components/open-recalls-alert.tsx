import Link from "next/link";
import { recallCampaignAnchor } from "../domain/recall-anchor";
import type { GarageVehicleWithRecalls } from "../server/open-recalls";
import { garageTexts } from "../texts";
import { recallSchedulingHref } from "./garage-views";
import type { BookedRevision } from "./services-view";

/**
 * The selected vehicle's recall campaigns still to be done, each with its way into the recall
 * booking. Said in words and a heading, not by the red border alone; static content, so a section
 * rather than role="alert", which would interrupt a screen reader on every visit.
 */
export function OpenRecallsAlert({
  vehicle,
  booked = {},
}: {
  vehicle: GarageVehicleWithRecalls;
  /** The campaigns whose repair a visit still to come already covers (scheduling reads them). */
  booked?: Partial<Record<string, BookedRevision>>;
}) {
  const t = garageTexts.garage.recall;
  const count = vehicle.openRecalls.length;
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="open-recalls-title"
      className="rounded-lg border-2 border-danger bg-white p-4 sm:p-5"
    >
      <h2 id="open-recalls-title" className="flex items-center gap-2 text-xl font-bold text-danger">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 fill-current">
          <path d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-8h-2v6h2V9Z" />
        </svg>
        {t.heading(count)}
      </h2>
      <p className="mt-2">{t.intro(`${vehicle.modelName} ${vehicle.modelYear}`, count)}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {vehicle.openRecalls.map((campaign) => (
          <li
            key={campaign.number}
            className="flex flex-col gap-3 rounded-md bg-surface-alt p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p>
                <span className="block text-sm font-semibold text-muted">
                  {t.campaign(campaign.number)}
                </span>
                <span className="font-semibold">{campaign.title}</span>
              </p>
              {/* The campaign's own card on /recall (risk, repair, vehicles): the page lists it
                  whether or not its chassi look-up is on. */}
              <Link
                href={`/recall#${recallCampaignAnchor(campaign.number)}`}
                className="mt-1 inline-block text-brand underline"
              >
                {t.details(campaign.number)}
              </Link>
            </div>
            {booked[campaign.number] ? (
              // Booked, not yet repaired: the campaign stays open, and the visit is the way on.
              <p className="flex flex-col gap-1 sm:shrink-0 sm:items-end">
                <span>{t.bookedFor(booked[campaign.number]?.when ?? "")}</span>
                <Link
                  href={booked[campaign.number]?.href ?? "/agendamento"}
                  aria-label={t.seeBookingLabel(campaign.number)}
                  className="font-semibold text-brand underline"
                >
                  {t.seeBooking}
                </Link>
              </p>
            ) : (
              <Link
                href={recallSchedulingHref(vehicle, campaign.number)}
                aria-label={t.scheduleLabel(campaign.number)}
                className="self-start rounded-full bg-brand px-5 py-2 text-center font-semibold text-white hover:bg-brand-accent sm:shrink-0 sm:self-auto"
              >
                {t.schedule}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
