import { groupOwnerBookings } from "../domain/booking-groups";
import type { BookingView } from "../server/booking-view";
import { TextLink } from "@/ui/text-link";
import { schedulingTexts as t } from "../texts";
import { OwnerBookingItem } from "./owner-booking-item";

/**
 * An owner's bookings: the visits to come first, soonest first, then past and cancelled ones. The
 * garage's view=servicos shows this list too.
 */
export function OwnerBookings({
  bookings,
  headingLevel = 2,
  now = new Date(),
  otherVehicles,
}: {
  bookings: BookingView[];
  headingLevel?: 2 | 3;
  now?: Date;
  /**
   * Under one garage vehicle: `bookings` are that vehicle's, and this counts the owner's other
   * vehicles' bookings, which the list names and leaves to /agendamento (decision 055).
   */
  otherVehicles?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const GroupHeading = headingLevel === 2 ? "h3" : "h4";
  const { upcoming, others } = groupOwnerBookings(bookings, now);
  const groups = [
    { id: "owner-bookings-upcoming", title: t.upcomingBookings, list: upcoming },
    { id: "owner-bookings-others", title: t.otherBookings, list: others },
  ].filter((group) => group.list.length > 0);
  return (
    <section aria-labelledby="owner-bookings" className="flex flex-col gap-3">
      <Heading id="owner-bookings" className="text-xl font-bold text-brand">
        {t.myBookings}
      </Heading>
      {bookings.length === 0 ? (
        <p>{otherVehicles === undefined ? t.noBookings : t.noVehicleBookings}</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
            <GroupHeading id={group.id} className="text-lg font-semibold">
              {group.title}
            </GroupHeading>
            <ul className="flex flex-col gap-3">
              {group.list.map((booking) => (
                <OwnerBookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
          </section>
        ))
      )}
      {otherVehicles ? (
        <p>
          {t.otherVehiclesBookings(otherVehicles)}{" "}
          <TextLink href="/agendamento">{t.homeTitle}</TextLink>.
        </p>
      ) : null}
    </section>
  );
}
