import type { BookingCart } from "../domain/booking-cart";
import { dealerTimeZoneOf } from "../domain/dealer-time-zone";
import type { FlowType } from "../domain/flows";
import type { PhotoUpload } from "./wizard-types";
import { schedulingTexts as t } from "../texts";
import { bookingWhen } from "./booking-when";
import { reais } from "./money";
import { ServicePriceLines } from "./service-price-lines";
import { SummaryItem, summaryListClass } from "./summary-item";

/**
 * What the owner is about to book, with every price line (nothing is left out of the total), and
 * what the dealer will read: the notes or the problem described, and the photos' names.
 */
export function CartSummary({
  cart,
  flow,
  photos = [],
}: {
  cart: BookingCart;
  flow: FlowType;
  photos?: readonly PhotoUpload[];
}) {
  const diagnosis =
    flow === "report_inconvenience" &&
    !cart.services.some((service) => service.serviceType === "3");
  const onRequest = cart.priceOnRequest || diagnosis;
  // The slot was offered on the dealer's clock; it is shown on it.
  const zone = dealerTimeZoneOf(cart.dealer?.stateCode ?? "");
  return (
    <section
      aria-labelledby="cart-summary"
      className="flex flex-col gap-3 rounded-md bg-surface-alt p-4"
    >
      <h3 id="cart-summary" className="text-lg font-semibold">
        {t.summary}
      </h3>
      <dl className={summaryListClass}>
        {cart.vehicle && (
          <SummaryItem label={t.vehicleLabel} valueClassName="wrap-anywhere">
            {cart.vehicle.modelName} {cart.vehicle.modelYear}
            {cart.vehicle.plate ? (
              <>
                {" · "}
                <span className="whitespace-nowrap">{cart.vehicle.plate}</span>
              </>
            ) : null}
          </SummaryItem>
        )}
        {cart.dealer && (
          <SummaryItem label={t.dealerLabel}>
            {cart.dealer.name} - {cart.dealer.city}/{cart.dealer.stateCode}
          </SummaryItem>
        )}
        {cart.scheduleConfig && (
          <SummaryItem label={t.when}>
            {bookingWhen(cart.scheduleConfig.startDate, zone)}, {t.zoneTime(zone)} (
            {cart.scheduleConfig.shift}) · {t.consultant} {cart.scheduleConfig.consultantName}
          </SummaryItem>
        )}
        {cart.additionalInformation.trim() && (
          <SummaryItem
            label={flow === "report_inconvenience" ? t.problemSummary : t.notesSummary}
            valueClassName="wrap-anywhere whitespace-pre-line"
          >
            {cart.additionalInformation}
          </SummaryItem>
        )}
        {photos.length > 0 && (
          <SummaryItem label={t.photosSummary} valueClassName="wrap-anywhere">
            {photos.map((photo) => photo.fileName).join(", ")}
          </SummaryItem>
        )}
      </dl>
      <h4 className="font-semibold">{t.servicesLabel}</h4>
      <ServicePriceLines
        lines={[
          ...cart.services.map((service) => ({
            id: service.itemListId,
            name: service.name,
            price: service.isFreeOffer
              ? t.free
              : service.serviceType !== "1" && service.price === 0
                ? t.priceOnRequest
                : reais(service.price),
            items: service.mandatoryItems ?? [],
          })),
          // The booking adds the diagnosis itself: the owner sees it before confirming, too.
          ...(diagnosis
            ? [{ id: "diagnosis", name: t.diagnosisService, price: t.priceOnRequest, items: [] }]
            : []),
        ]}
      />
      <p className="flex justify-between gap-4 border-t border-muted pt-2 text-lg font-semibold">
        <span>{t.total}</span>
        <span>{onRequest ? t.totalWithPriceOnRequest(reais(cart.total)) : reais(cart.total)}</span>
      </p>
      {onRequest && <p className="text-sm">{t.priceOnRequestNote}</p>}
    </section>
  );
}
