import * as v from "valibot";
import { endpoint } from "@/lib/api-client";
import type { bookingDraft } from "./components/booking-draft";
import type { Slot } from "./domain/calendar-rules";
import { dealerTimeZones } from "./domain/dealer-time-zone";

export const slotSchema: v.GenericSchema<unknown, Slot> = v.object({
  startsAt: v.string(),
  endsAt: v.string(),
  time: v.string(),
  shift: v.picklist(["Manhã", "Tarde"]),
  consultantId: v.number(),
  consultantName: v.string(),
  consultantDocumentNumber: v.string(),
});

const dayCalendarSchema = v.object({
  date: v.string(),
  // The dealer's clock: the slots' `time` and every time of the day are read on it.
  timeZone: v.picklist(dealerTimeZones),
  closedReason: v.nullable(v.picklist(["past", "beyond_horizon", "holiday", "closed"])),
  holiday: v.nullable(v.string()),
  slots: v.array(slotSchema),
  /** Asked with ownHold=true: the signed-in owner's live hold at the dealer, if any. */
  ownHold: v.optional(
    v.nullable(
      v.object({
        id: v.string(),
        consultantId: v.number(),
        startsAt: v.string(),
        holdExpiresAt: v.string(),
      }),
    ),
  ),
});
export type DayCalendar = v.InferOutput<typeof dayCalendarSchema>;

const revisionDetailSchema = v.object({
  revisionNumber: v.number(),
  durationMinutes: v.number(),
  price: v.number(),
  labourPrice: v.number(),
  mandatoryItems: v.array(v.object({ description: v.string(), price: v.number() })),
  checkedItems: v.array(v.string()),
});
export type RevisionDetail = v.InferOutput<typeof revisionDetailSchema>;

const catalogueServiceSchema = v.object({
  code: v.string(),
  name: v.string(),
  description: v.string(),
  serviceType: v.string(),
  price: v.number(),
  priceOnRequest: v.boolean(),
});
export type CatalogueService = v.InferOutput<typeof catalogueServiceSchema>;

const serviceOfferSchema = v.object({
  serviceCode: v.nullable(v.string()),
  discountPercent: v.number(),
  freeOffer: v.boolean(),
  badge: v.object({ code: v.string(), label: v.string() }),
});
export type ServiceOffer = v.InferOutput<typeof serviceOfferSchema>;

const bookingSchema = v.object({ id: v.string() });
const holdSchema = v.object({
  id: v.string(),
  holdExpiresAt: v.string(),
  dealer: v.object({ timeZone: v.picklist(dealerTimeZones) }),
});

type BookingDraft = ReturnType<typeof bookingDraft>;
type Contact = { name: string; email: string; phone: string; preference: 1 | 2 | 3 };

/** The booking wizard's and "Meus agendamentos"' calls. */
export const schedulingEndpoints = {
  dayCalendar: endpoint("GET", "/api/v2/calendar/dealer/{dealerCode}/{date}", dayCalendarSchema),
  revisionDetail: endpoint(
    "GET",
    "/api/v1/service-package/maintenance/detailed/{modelCode}/{modelYearOrRegion}/{revisionNumber}",
    revisionDetailSchema,
  ),
  additionalServices: endpoint(
    "GET",
    "/api/v1/service-package/additional",
    v.object({ services: v.array(catalogueServiceSchema) }),
  ),
  serviceOffers: endpoint(
    "GET",
    "/api/v1/service-package/offers/{modelCodeId}/{dealerCode}",
    v.object({ offers: v.array(serviceOfferSchema) }),
  ),
  recallCoverage: endpoint(
    "GET",
    "/api/v1/recall/coverage",
    v.object({ covered: v.boolean(), repairedOn: v.nullish(v.string()) }),
  ),
  hold: endpoint("POST", "/api/v1/booking/hold", holdSchema).withBody<BookingDraft>(),
  confirm: endpoint("POST", "/api/v1/booking", bookingSchema).withBody<
    BookingDraft & { contact: Contact; holdId: string | null }
  >(),
  reschedule: endpoint("PATCH", "/api/v1/booking/{id}", bookingSchema).withBody<{
    consultantId: number;
    startsAt: string;
  }>(),
  cancel: endpoint("DELETE", "/api/v1/booking/{id}", bookingSchema),
  claim: endpoint("POST", "/api/v1/claim/service", v.object({ protocol: v.string() })).withBody<{
    vehicle: { vehicleId: number } | { modelCode: string; modelYear: number; plate: string | null };
    dealerCode: string;
    revisionNumber: number;
    servicePerformedDate: string | null;
    revisionOdometer: number;
    description: string;
  }>(),
  withdrawClaim: endpoint(
    "DELETE",
    "/api/v1/claim/service/{protocol}",
    v.object({ protocol: v.string(), status: v.string() }),
  ),
};

/** The free slots a 409 "Horário indisponível" carries, or none. */
export function freeSlotsOf(details: Record<string, unknown>): Slot[] | undefined {
  // Only a taken slot's 409 lists the free ones; another conflict (the vehicle is already
  // booked at that time) leaves the slots on screen as they are.
  const parsed = v.safeParse(v.array(slotSchema), details.freeSlots);
  return parsed.success ? parsed.output : undefined;
}

/** The existing booking a 409 points to (the same revision booked twice), to link to it. */
export function bookingHrefOf(details: Record<string, unknown>): string | undefined {
  const href = details.bookingHref;
  return typeof href === "string" && href.startsWith("/agendamento/") ? href : undefined;
}
