import type { BookingCart } from "../domain/booking-cart";
import type { FlowOrigin, FlowType } from "../domain/flows";
import type { PhotoUpload } from "./wizard-types";

/** The API body of a hold or booking from the cart; prices are left to the server. */
export function bookingDraft(
  cart: BookingCart,
  flow: FlowType,
  origin: FlowOrigin,
  photos: PhotoUpload[],
  slot: { consultantId: number; startsAt: string } | null = cart.scheduleConfig
    ? { consultantId: cart.scheduleConfig.consultantId, startsAt: cart.scheduleConfig.startDate }
    : null,
) {
  const vehicle = cart.vehicle;
  return {
    flowType: flow,
    origin,
    vehicle: vehicle?.id
      ? { vehicleId: vehicle.id }
      : {
          modelCode: vehicle?.modelCode ?? "",
          modelYear: vehicle?.modelYear ?? 0,
          plate: vehicle?.plate ?? null,
        },
    mileageKm: cart.mileage ?? vehicle?.mileageKm ?? 0,
    confirmLower: cart.mileageConfirmedLower ?? false,
    dealerCode: cart.dealer?.code ?? "",
    consultantId: slot?.consultantId ?? 0,
    startsAt: slot?.startsAt ?? "",
    revisionNumber: cart.selectedRevision?.revisionNumber ?? null,
    serviceCodes: cart.services.filter((s) => s.serviceType === "2").map((s) => s.code),
    recallCampaign: cart.services.find((s) => s.recallCampaign)?.recallCampaign ?? null,
    additionalInformation: cart.additionalInformation.trim() || null,
    photos,
  };
}
