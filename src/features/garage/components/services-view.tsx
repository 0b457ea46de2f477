import Link from "next/link";
import { formatDay, formatKm } from "../domain/format";
import type { GaragePageData } from "../server/garage-page-data";
import { garageTexts } from "../texts";
import { TextLink } from "@/ui/text-link";
import { correctionHref, revisionSchedulingHref } from "./garage-views";

/** A correction request of the selected vehicle its dealer has yet to decide. */
export interface PendingCorrection {
  protocol: string;
  revisionNumber: number;
  dealerName: string;
}

/** A revision of the selected vehicle already booked: when, and the booking's page. */
export interface BookedRevision {
  when: string;
  href: string;
}

/**
 * view=servicos: the revisions due next (by date or km) with a way into scheduling, and the
 * history. A revision already booked says so and leads to its booking, not to a second one.
 */
export function ServicesView({
  data,
  booked = {},
  pendingCorrections = [],
}: {
  data: GaragePageData;
  booked?: Partial<Record<number, BookedRevision>>;
  pendingCorrections?: readonly PendingCorrection[];
}) {
  const t = garageTexts.garage;
  const vehicle = data.selected;
  if (!vehicle) return null;
  // The plan moves on to the revision due by age or mileage: the earlier ones not on record may
  // have been done and never entered, which a correction request fixes.
  const firstUpcoming = data.upcoming[0]?.revisionNumber;
  const missing = firstUpcoming ? firstUpcoming - 1 - data.history.length : 0;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-xl font-bold text-brand">
          {t.upcoming}
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="mt-2">{t.planDone}</p>
        ) : (
          <ul className="mt-3 grid gap-4 md:grid-cols-3">
            {data.upcoming.map((revision) => {
              const booking = booked[revision.revisionNumber];
              return (
                <li
                  key={revision.revisionNumber}
                  className="flex flex-col gap-2 rounded-lg border border-line p-4"
                >
                  <h3 className="text-lg font-bold">{t.revision(revision.revisionNumber)}</h3>
                  {booking ? (
                    <p className="self-start rounded bg-success px-2 py-0.5 text-sm font-semibold text-white">
                      {t.booked}
                    </p>
                  ) : revision.overdue ? (
                    <p className="self-start rounded bg-danger px-2 py-0.5 text-sm font-semibold text-white">
                      {t.overdue}
                    </p>
                  ) : null}
                  <p>{t.dueBy(formatDay(revision.dueDate), formatKm(revision.dueKm))}</p>
                  {booking ? <p>{t.bookedFor(booking.when)}</p> : null}
                  <Link
                    href={
                      booking
                        ? booking.href
                        : revisionSchedulingHref(vehicle.id, revision.revisionNumber)
                    }
                    className="mt-auto self-start rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-accent"
                  >
                    {booking
                      ? t.seeBooking(revision.revisionNumber)
                      : t.scheduleLabel(revision.revisionNumber)}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {data.upcoming.length > 0 ? (
          <p className="mt-3 text-sm">
            {data.revisionReminders ? t.reminderNote : t.remindersOff}{" "}
            <TextLink href="/minha-conta">
              {data.revisionReminders ? t.reminderSettings : t.remindersOn}
            </TextLink>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="history-title">
        <h2 id="history-title" className="text-xl font-bold text-brand">
          {t.history}
        </h2>
        {pendingCorrections.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1">
            {pendingCorrections.map((claim) => (
              <li key={claim.protocol}>
                {t.correctionPending(claim.revisionNumber, claim.dealerName)}{" "}
                <TextLink
                  href={`/agendamento/servicos/confirmacao?claim=${encodeURIComponent(claim.protocol)}`}
                >
                  {t.seeCorrection(claim.protocol)}
                </TextLink>
              </li>
            ))}
          </ul>
        ) : null}
        {missing > 0 ? (
          <p className="mt-2">
            {t.missingRevisions(missing, data.history.length + 1)}{" "}
            <TextLink href={correctionHref(vehicle.id)}>{t.askCorrection}</TextLink>
          </p>
        ) : null}
        {data.history.length === 0 ? (
          <p className="mt-2">{t.historyEmpty}</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-2">
            {data.history.map((entry) => (
              <li
                key={`${entry.readOn}-${entry.mileageKm}`}
                className="border-l-4 border-brand pl-3"
              >
                {t.historyItem(
                  formatDay(entry.readOn),
                  formatKm(entry.mileageKm),
                  entry.dealerName,
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
