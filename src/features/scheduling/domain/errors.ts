import { DomainError } from "@/lib/domain-error";
import { bookingRefusalTexts } from "../booking-refusal-texts";
import { claimTexts } from "../claim-texts";
import { schedulingTexts } from "../texts";
import { visitOutcomeTexts } from "../visit-outcome-texts";
import type { SettledClaimStatus } from "./claim-status";

const t = schedulingTexts.errors;

/** The booking breaks a rule of its flow (a revision without its number, a recall without its campaign). */
export class BookingRuleError extends DomainError {
  readonly kind = "invalid";
  constructor(message: string, field?: string) {
    super(message, field ? { [field]: message } : undefined);
  }
}

/** The dealer does not open at that time (closed, a holiday, too soon, too far ahead). */
export class SlotRefusedError extends DomainError {
  readonly kind = "unprocessable";
  constructor(message: string) {
    super(message, { startsAt: message });
  }
}

/** The consultant does not work at that dealer. */
export class UnknownConsultantError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(t.unknown_consultant, { consultantId: t.unknown_consultant });
  }
}

/** The shift's capacity is used up. */
export class ShiftFullError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(t.shiftFull);
  }
}

/** Someone else took the slot (or its shift filled): the answer lists the day's free slots. */
export class SlotTakenError extends DomainError {
  readonly kind = "conflict";
  constructor(message: string, freeSlots: unknown) {
    super(message, undefined, { freeSlots });
  }
}

/** No booking of the caller's has this id (someone else's reads the same). */
export class UnknownBookingError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(t.unknownBooking);
  }
}

/** The vehicle named by id is not in the caller's garage. */
export class UnknownBookingVehicleError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(t.unknownVehicle);
  }
}

/** No dealer of the network has this code. */
export class UnknownSchedulingDealerError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(t.unknownDealer);
  }
}

/** The model code is not in the catalogue. */
export class UnknownSchedulingModelError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(t.unknownModel);
  }
}

/** The revision is not in the model's plan. */
export class RevisionNotOfferedError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(t.revisionNotOffered);
  }
}

/** A chosen service is not offered for the model at that dealer. */
export class ServiceNotOfferedError extends DomainError {
  readonly kind = "unprocessable";
  /** The service's name, or its code when no model offers it. */
  constructor(name: string) {
    super(t.serviceNotOffered(name), { serviceCodes: t.serviceNotOffered(name) });
  }
}

/** Only confirmed bookings that have not started move to another slot. */
export class BookingNotReschedulableError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(t.notReschedulable);
  }
}

/** The booking was already cancelled. */
export class BookingAlreadyCancelledError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(t.alreadyCancelled);
  }
}

/** The booking's time has come: it can no longer be cancelled online. */
export class BookingStartedError extends DomainError {
  readonly kind = "unprocessable";
  constructor(when: string) {
    super(t.started(when));
  }
}

/** The garage vehicle already has a live booking (at any dealer) at an overlapping time. */
export class VehicleAlreadyBookedError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(t.vehicleAlreadyBooked);
  }
}

/** The page of a booking a refusal names, where it gets a new time or is cancelled. */
const existingBooking = (bookingId: string) => ({
  bookingHref: `/agendamento/servicos/confirmacao?id=${bookingId}`,
});

/**
 * The vehicle already has this periodic revision confirmed and still to come: the answer names the
 * existing booking so the page can link to it for a new time or a cancellation.
 */
export class RevisionAlreadyBookedError extends DomainError {
  readonly kind = "conflict";
  constructor(revision: number, day: string, bookingId: string) {
    super(
      t.revisionAlreadyBooked(revision, day),
      { revisionNumber: t.revisionAlreadyBooked(revision, day) },
      existingBooking(bookingId),
    );
  }
}

/**
 * The vehicle already has this additional service confirmed and still to come (the wizard
 * confirmed in two tabs): the answer names the booking that has it, as for a revision.
 */
export class ServiceAlreadyBookedError extends DomainError {
  readonly kind = "conflict";
  constructor(service: string, day: string, bookingId: string) {
    const message = bookingRefusalTexts.serviceAlreadyBooked(service, day);
    super(message, { serviceCodes: message }, existingBooking(bookingId));
  }
}

/** A recall's repair is the booking's only work: there is nothing to take out, only the other visit. */
export class RecallAlreadyBookedError extends DomainError {
  readonly kind = "conflict";
  constructor(campaign: string, day: string, bookingId: string) {
    const message = bookingRefusalTexts.recallAlreadyBooked(campaign, day);
    super(message, { recallCampaign: message }, existingBooking(bookingId));
  }
}

/** The owner has as many bookings to come as one person may hold, or one elsewhere at that time. */
export class OwnerOverbookedError extends DomainError {
  readonly kind = "conflict";
  constructor(reason: "limit" | "elsewhere", limit: number) {
    const message = reason === "limit" ? t.upcomingLimit(limit) : t.bookedElsewhere;
    super(message, reason === "elsewhere" ? { startsAt: message } : undefined);
  }
}

/** The owner has as many correction requests under review as one may: the next waits for one. */
export class TooManyOpenClaimsError extends DomainError {
  readonly kind = "conflict";
  constructor(limit: number) {
    super(t.openClaimsLimit(limit));
  }
}

/** The owner already asked to correct this revision with this date: the answer names that request. */
export class ClaimAlreadySentError extends DomainError {
  readonly kind = "conflict";
  constructor(revision: number, protocol: string, status: "received" | "accepted") {
    const message =
      status === "accepted"
        ? t.claimAlreadyAccepted(revision, protocol)
        : t.claimAlreadySent(revision, protocol);
    super(message, undefined, {
      claimHref: `/agendamento/servicos/confirmacao?claim=${protocol}`,
    });
  }
}

/** No correction request of the caller's (owner or dealer) has this protocol. */
export class UnknownClaimError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(claimTexts.errors.unknownClaim);
  }
}

/** The request was decided or withdrawn already: nothing changes it any more. */
export class ClaimSettledError extends DomainError {
  readonly kind = "conflict";
  constructor(status: SettledClaimStatus) {
    super(claimTexts.errors.settled[status], undefined, { status });
  }
}

/** A visit's outcome is reported once its time has come. */
export class VisitNotStartedError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(visitOutcomeTexts.errors.notStarted);
  }
}

/** The visit's outcome was reported already. */
export class VisitOutcomeRecordedError extends DomainError {
  readonly kind = "conflict";
  constructor(outcome: "completed" | "no_show") {
    super(visitOutcomeTexts.errors.recorded, undefined, { outcome });
  }
}
