import type { BookingCart } from "../domain/booking-cart";
import { dealerTimeZoneOf } from "../domain/dealer-time-zone";
import type { FlowType } from "../domain/flows";
import type { PhotoUpload } from "./wizard-types";
import { schedulingTexts as t } from "../texts";
import { bookingWhen } from "./booking-when";
import { reais } from "./money";
import { ServicePriceLines } from "./service-price-lines";

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
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {cart.vehicle && (
          <>
            <dt className="font-semibold">{t.vehicleLabel}</dt>
            <dd className="wrap-anywhere">
              {cart.vehicle.modelName} {cart.vehicle.modelYear}
              {cart.vehicle.plate ? (
                <>
                  {" · "}
                  <span className="whitespace-nowrap">{cart.vehicle.plate}</span>
                </>
              ) : null}
            </dd>
          </>
        )}
        {cart.dealer && (
          <>
            <dt className="font-semibold">{t.dealerLabel}</dt>
            <dd>
              {cart.dealer.name} - {cart.dealer.city}/{cart.dealer.stateCode}
            </dd>
          </>
        )}
        {cart.scheduleConfig && (
          <>
            <dt className="font-semibold">{t.when}</dt>
            <dd>
              {bookingWhen(cart.scheduleConfig.startDate, zone)}, {t.zoneTime(zone)} (
              {cart.scheduleConfig.shift}) · {t.consultant} {cart.scheduleConfig.consultantName}
            </dd>
          </>
        )}
        {cart.additionalInformation.trim() && (
          <>
            <dt className="font-semibold">
              {flow === "report_inconvenience" ? t.problemSummary : t.notesSummary}
            </dt>
            <dd className="wrap-anywhere whitespace-pre-line">{cart.additionalInformation}</dd>
          </>
        )}
        {photos.length > 0 && (
          <>
            <dt className="font-semibold">{t.photosSummary}</dt>
            <dd className="wrap-anywhere">{photos.map((photo) => photo.fileName).join(", ")}</dd>
          </>
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
