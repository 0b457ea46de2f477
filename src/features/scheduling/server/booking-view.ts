import "server-only";
import type { BookedService, bookings } from "@/db/schema";
import { centsToReais } from "@/lib/money";
import { maskCpf } from "@/features/identity";
import { dealerTimeZoneOf, type DealerTimeZone } from "../domain/dealer-time-zone";

export interface BookingView {
  id: string;
  protocol: string;
  status: "held" | "confirmed" | "cancelled";
  flowType: string;
  origin: string;
  vehicle: {
    vehicleId: number | null;
    modelCode: string;
    modelName: string;
    modelYear: number;
    plate: string | null;
    vin: string | null;
    mileageKm: number;
  };
  dealer: {
    code: string;
    name: string;
    address: string;
    city: string;
    stateCode: string;
    phone: string;
    /** The clock the booking's times are read on: the dealer's, from its state. */
    timeZone: DealerTimeZone;
  };
  consultant: { id: number; name: string; documentNumber: string };
  startsAt: string;
  endsAt: string;
  shift: "Manhã" | "Tarde";
  services: {
    itemListId: string;
    code: string;
    name: string;
    serviceType: string;
    price: number;
    freeOffer: boolean;
    priceOnRequest: boolean;
    mandatoryItems: { description: string; price: number }[];
    recallCampaign: string | null;
  }[];
  total: number;
  priceOnRequest: boolean;
  contact: { name: string; email: string; phone: string; preference: number } | null;
  /**
   * Where the booking's mails go: the account's verified e-mail at the confirmation, never the
   * contact's (that one is the dealer's to use); the contact's only for a booking confirmed
   * before the account's was kept. Null without a contact: no mail is sent.
   */
  mailedTo: string | null;
  additionalInformation: string | null;
  photoCount: number;
  holdExpiresAt: string | null;
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** What the dealer reported of the visit, once its time came; null until then. */
  outcome: "completed" | "no_show" | null;
  outcomeAt: string | null;
  /** The odometer the dealer read at a completed visit. */
  completedMileageKm: number | null;
}

interface Row {
  booking: typeof bookings.$inferSelect;
  dealer: {
    code: string;
    name: string;
    address: string;
    district: string;
    city: string;
    stateCode: string;
    phone: string;
  };
  consultant: { id: number; name: string; documentNumber: string };
  model: { code: string; name: string };
  photos: number;
}

const serviceView = (service: BookedService): BookingView["services"][number] => ({
  itemListId: service.itemListId,
  code: service.code,
  name: service.name,
  serviceType: service.serviceType,
  price: centsToReais(service.priceCents),
  freeOffer: service.freeOffer,
  priceOnRequest: service.serviceType !== "1" && service.priceCents === 0 && !service.freeOffer,
  mandatoryItems: (service.mandatoryItems ?? []).map((item) => ({
    description: item.description,
    price: centsToReais(item.priceCents),
  })),
  recallCampaign: service.recallCampaign ?? null,
});

export function toBookingView({ booking, dealer, consultant, model, photos }: Row): BookingView {
  return {
    id: booking.id,
    protocol: booking.protocol,
    status: booking.status,
    flowType: booking.flowType,
    origin: booking.origin,
    vehicle: {
      vehicleId: booking.vehicleId,
      modelCode: model.code,
      modelName: model.name,
      modelYear: booking.modelYear,
      plate: booking.plate,
      vin: booking.vin,
      mileageKm: booking.mileageKm,
    },
    dealer: {
      code: dealer.code,
      name: dealer.name,
      address: `${dealer.address}, ${dealer.district} - ${dealer.city}/${dealer.stateCode}`,
      city: dealer.city,
      stateCode: dealer.stateCode,
      phone: dealer.phone,
      timeZone: dealerTimeZoneOf(dealer.stateCode),
    },
    // Staff data: shown to the owner as Gov.br masks a CPF, as the calendar shows it.
    consultant: { ...consultant, documentNumber: maskCpf(consultant.documentNumber) },
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    shift: booking.shift,
    services: booking.services.map(serviceView),
    total: centsToReais(booking.totalCents),
    priceOnRequest: booking.priceOnRequest,
    contact:
      booking.contactName && booking.contactEmail && booking.contactPhone
        ? {
            name: booking.contactName,
            email: booking.contactEmail,
            phone: booking.contactPhone,
            preference: booking.contactPreference ?? 1,
          }
        : null,
    mailedTo: booking.contactEmail ? (booking.accountEmail ?? booking.contactEmail) : null,
    additionalInformation: booking.additionalInformation,
    photoCount: photos,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
    outcome: booking.outcome,
    outcomeAt: booking.outcomeAt?.toISOString() ?? null,
    completedMileageKm: booking.completedMileageKm,
  };
}
