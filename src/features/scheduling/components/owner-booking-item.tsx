import { TextLink } from "@/ui/text-link";
import type { BookingView } from "../server/booking-view";
import { schedulingTexts as t } from "../texts";
import { visitOutcomeTexts } from "../visit-outcome-texts";
import { bookingWhen } from "./booking-when";
import { reais } from "./money";

/** One booking in the owner's list, linking to its page. */
export function OwnerBookingItem({ booking }: { booking: BookingView }) {
  return (
    <li className="rounded-md border border-surface-alt p-4">
      <p className="font-semibold">
        <TextLink emphasis={false} href={`/agendamento/servicos/confirmacao?id=${booking.id}`}>
          {booking.services.map((service) => service.name).join(", ")}
        </TextLink>
      </p>
      <p>
        {bookingWhen(booking.startsAt, booking.dealer.timeZone)},{" "}
        {t.zoneTime(booking.dealer.timeZone)}
      </p>
      <p className="text-sm text-muted wrap-anywhere">
        {booking.vehicle.modelName} {booking.vehicle.modelYear} · {booking.dealer.name} ·{" "}
        {t.protocol} {booking.protocol}
      </p>
      <p className="text-sm">
        {booking.outcome
          ? visitOutcomeTexts.status[booking.outcome]
          : t.bookingStatus[booking.status]}{" "}
        ·{" "}
        {booking.priceOnRequest
          ? t.totalWithPriceOnRequest(reais(booking.total))
          : reais(booking.total)}
      </p>
    </li>
  );
}
