import type { BookingView } from "../server/booking-view";
import { schedulingTexts as t } from "../texts";
import { bookingWhen } from "./booking-when";
import { reais } from "./money";
import { TextLink } from "@/ui/text-link";

/** An owner's bookings, newest first; the garage's view=servicos shows this list. */
export function OwnerBookings({
  bookings,
  headingLevel = 2,
}: {
  bookings: BookingView[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="owner-bookings" className="flex flex-col gap-3">
      <Heading id="owner-bookings" className="text-xl font-bold text-brand">
        {t.myBookings}
      </Heading>
      {bookings.length === 0 ? (
        <p>{t.noBookings}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded-md border border-surface-alt p-4">
              <p className="font-semibold">
                <TextLink
                  emphasis={false}
                  href={`/agendamento/servicos/confirmacao?id=${booking.id}`}
                >
                  {booking.services.map((service) => service.name).join(", ")}
                </TextLink>
              </p>
              <p>{bookingWhen(booking.startsAt)}</p>
              <p className="text-sm text-muted">
                {booking.vehicle.modelName} {booking.vehicle.modelYear} · {booking.dealer.name} ·{" "}
                {t.protocol} {booking.protocol}
              </p>
              <p className="text-sm">
                {t.bookingStatus[booking.status]} · {reais(booking.total)}
                {booking.priceOnRequest ? ` + ${t.priceOnRequest.toLowerCase()}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
