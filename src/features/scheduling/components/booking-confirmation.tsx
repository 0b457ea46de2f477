import { bookingMoment } from "../domain/booking-moment";
import { clockIn, dayIn } from "../domain/calendar-rules";
import type { FlowType } from "../domain/flows";
import type { BookingView } from "../server/booking-view";
import { schedulingTexts as t } from "../texts";
import { visitOutcomeTexts } from "../visit-outcome-texts";
import { BookingActions } from "./booking-actions";
import { bookingWhen } from "./booking-when";
import { reais } from "./money";
import { FooterAfterLastStep } from "./footer-after-last-step";
import { PurchaseTracker } from "./purchase-tracker";
import { ServicePriceLines } from "./service-price-lines";
import { SummaryItem, summaryListClass } from "./summary-item";
import { formatPhone } from "@/lib/brazilian-phone";
import { FocusOnArrival } from "@/ui/focus-on-arrival";
import { TextLink, textLinkClass } from "@/ui/text-link";

/** What the dealer reported of a visit, in the owner's words. */
function visitOutcomeLine(booking: BookingView, zone: string) {
  if (booking.outcome === "no_show") return visitOutcomeTexts.noShow;
  return visitOutcomeTexts.completed(
    dayIn(new Date(booking.startsAt), zone).split("-").reverse().join("/"),
    (booking.completedMileageKm ?? 0).toLocaleString("pt-BR"),
  );
}

/** The booking's summary, its full price line by line, the calendar file and the ways to change it. */
export function BookingConfirmation({
  booking,
  nickname = null,
  ics,
  today,
  lastDay,
  now,
}: {
  booking: BookingView;
  /** The owner's name for the garage vehicle, shown beside the model as the review showed it. */
  nickname?: string | null;
  ics: string;
  today: string;
  lastDay: string;
  now: number;
}) {
  const moment = bookingMoment(booking, now);
  const cancelled = moment === "cancelled";
  const upcoming = moment === "upcoming";
  // A visit whose time has come is no longer "just confirmed": the page says when it was.
  const past = moment === "past";
  const zone = booking.dealer.timeZone;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-5 py-8">
      {/* The e-mail and a cancellation's reason are typed by people: long ones wrap. */}
      <header className="flex flex-col gap-2 wrap-anywhere">
        <h1 id="booking-title" tabIndex={-1} className="text-3xl font-bold text-brand">
          {cancelled ? t.cancelled : past ? t.pastTitle : t.confirmationTitle}
        </h1>
        <FocusOnArrival id="booking-title" when="unfocused" />
        {upcoming && booking.mailedTo && <p>{t.confirmationIntro(booking.mailedTo)}</p>}
        {past && (
          <p>{t.pastIntro(`${bookingWhen(booking.startsAt, zone)} (${t.zoneTime(zone)})`)}</p>
        )}
        {past && booking.outcome ? (
          <p className="font-semibold">{visitOutcomeLine(booking, zone)}</p>
        ) : null}
        {cancelled && booking.cancelledAt && (
          <p>
            {t.cancelledOn(`${bookingWhen(booking.cancelledAt, zone)}, ${t.zoneTime(zone)}`)}
            {booking.cancelReason ? ` ${t.cancelReasonLabel}: ${booking.cancelReason}` : ""}
          </p>
        )}
        <p>
          {t.protocol}: <strong>{booking.protocol}</strong>
        </p>
      </header>
      <section
        aria-labelledby="booking-summary"
        className="flex flex-col gap-3 rounded-md bg-surface-alt p-4"
      >
        <h2 id="booking-summary" className="text-xl font-semibold">
          {t.summary}
        </h2>
        <dl className={summaryListClass}>
          <SummaryItem label={t.when}>
            {bookingWhen(booking.startsAt, zone)}, {t.zoneTime(zone)} ({booking.shift})
          </SummaryItem>
          <SummaryItem label={t.dealerLabel}>
            {booking.dealer.name}, {booking.dealer.address}
          </SummaryItem>
          <SummaryItem label={t.consultant}>{booking.consultant.name}</SummaryItem>
          <SummaryItem label={t.vehicleLabel} valueClassName="wrap-anywhere">
            {booking.vehicle.modelName}
            {nickname ? ` (${nickname})` : ""} {booking.vehicle.modelYear}
            {booking.vehicle.plate ? (
              <>
                {" · "}
                <span className="whitespace-nowrap">{booking.vehicle.plate}</span>
              </>
            ) : null}{" "}
            · {booking.vehicle.mileageKm.toLocaleString("pt-BR")} km
          </SummaryItem>
          {/* How the dealer gets in touch, as the owner chose; the confirmation mail goes by e-mail. */}
          {booking.contact && (
            <SummaryItem label={t.contactChannelLabel} valueClassName="wrap-anywhere">
              {t.contactChannel(booking.contact.preference)}{" "}
              {booking.contact.preference === 2 || booking.contact.preference === 3 ? (
                <span className="whitespace-nowrap">{formatPhone(booking.contact.phone)}</span>
              ) : (
                booking.contact.email
              )}
            </SummaryItem>
          )}
          {booking.additionalInformation && (
            <SummaryItem
              label={
                booking.flowType === "report_inconvenience" ? t.problemSummary : t.notesSummary
              }
              valueClassName="wrap-anywhere whitespace-pre-line"
            >
              {booking.additionalInformation}
            </SummaryItem>
          )}
          {booking.photoCount > 0 && (
            <SummaryItem label={t.photosSummary}>{t.photoCount(booking.photoCount)}</SummaryItem>
          )}
        </dl>
        <h3 className="font-semibold">{t.servicesLabel}</h3>
        <ServicePriceLines
          lines={booking.services.map((service) => ({
            id: service.itemListId,
            name: service.name,
            price: service.freeOffer
              ? t.free
              : service.priceOnRequest
                ? t.priceOnRequest
                : reais(service.price),
            items: service.mandatoryItems,
          }))}
        />
        <p className="flex justify-between gap-4 border-t border-muted pt-2 text-lg font-semibold">
          <span>{cancelled ? t.totalCancelled : t.total}</span>
          {/* A cancelled booking owes nothing: its amount stays readable, struck through. */}
          {cancelled ? (
            <s className="font-normal text-muted">{reais(booking.total)}</s>
          ) : (
            <span>
              {booking.priceOnRequest
                ? t.totalWithPriceOnRequest(reais(booking.total))
                : reais(booking.total)}
            </span>
          )}
        </p>
        {/* Parts and labour are a revision package's promise; other services make none. */}
        {booking.services.some((service) => service.serviceType === "1") && (
          <p className="text-sm">{t.priceIncludes}</p>
        )}
        {booking.priceOnRequest && <p className="text-sm">{t.priceOnRequestNote}</p>}
      </section>
      {upcoming && (
        <a
          className={textLinkClass()}
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
          download={`agendamento-${booking.protocol}.ics`}
        >
          {t.addToCalendar}
        </a>
      )}
      {upcoming && (
        <BookingActions
          bookingId={booking.id}
          dealerCode={booking.dealer.code}
          timeZone={zone}
          today={today}
          lastDay={lastDay}
          current={{
            startsAt: booking.startsAt,
            day: dayIn(new Date(booking.startsAt), zone),
            time: clockIn(new Date(booking.startsAt), zone),
            shift: booking.shift,
            consultantName: booking.consultant.name,
          }}
        />
      )}
      <TextLink emphasis={false} href="/agendamento">
        {t.newBooking}
      </TextLink>
      <FooterAfterLastStep />
      {upcoming && (
        <PurchaseTracker
          booking={{
            protocol: booking.protocol,
            total: booking.total,
            flowType: booking.flowType as FlowType,
            modelName: booking.vehicle.modelName,
            services: booking.services,
          }}
        />
      )}
    </div>
  );
}
