import "server-only";
export {
  additionalServicesContract,
  availableMaintenanceContract,
  badgesContract,
  cancelBookingContract,
  createBookingContract,
  dealerBookingOutcomeContract,
  dealerBookingsContract,
  dealerCalendarContract,
  dealerClaimContract,
  dealerClaimsContract,
  decideClaimContract,
  detailedMaintenanceContract,
  getBookingContract,
  holdSlotContract,
  listBookingsContract,
  ownerClaimsContract,
  rescheduleBookingContract,
  revisionNumberContract,
  serviceClaimContract,
  serviceOffersContract,
  withdrawClaimContract,
} from "./contracts";
export {
  availableRevisions,
  detailedRevision,
  listAdditionalServices,
  listBadges,
  serviceOffersFor,
} from "./server/catalogue";
export { dealerDayCalendar, firstAvailableDay } from "./server/calendar";
export { ownLiveHold } from "./server/own-hold";
export { announceVehicleBookingsCancelled, cancelBooking } from "./server/booking-cancellation";
export { vehicleDepartureOf } from "./server/vehicle-departure";
export { getBooking, listDealerBookings, listOwnerBookings } from "./server/booking-reads";
export { ownerVehicleNickname } from "./server/owner-vehicles";
export { recordVisitOutcome } from "./server/visit-outcome";
export { rescheduleBooking } from "./server/booking-reschedule";
export { writeBooking } from "./server/bookings";
export { bookingIcsText } from "./server/booking-mail";
export { startBookingMailWorker } from "./server/booking-mail-outbox";
export { bookedRecallsOf, bookedRevisionsOf } from "./server/booked-revisions";
export { bookingsOfVehicle, upcomingOfOtherVehicles } from "./domain/booking-groups";
export {
  getServiceClaim,
  listOwnerClaims,
  pendingClaimsOfVehicle,
  submitServiceClaim,
} from "./server/claims";
export { decideClaim, getDealerClaim, listDealerClaims } from "./server/claim-review";
export { withdrawServiceClaim } from "./server/claim-withdrawal";
export { startClaimMailWorker } from "./server/claim-mail";
export { startClaimReminders } from "./server/claim-reminders";
export { startBookingReminders } from "./server/booking-reminders";
export { callingOwner, requireNamedOwner, requireOwner, requireOwnerAccount } from "./server/owner";
export { wizardSetup } from "./server/flow-setup";
export { parseFlowLink } from "./domain/flow-link";
export { dayIn, lastBookableDay } from "./domain/calendar-rules";
export { OwnerBookings } from "./components/owner-bookings";
export { SchedulingHomePage } from "./components/scheduling-home-page";
export { BookingConfirmation } from "./components/booking-confirmation";
export { ClaimConfirmation } from "./components/claim-confirmation";
export { ResumeBooking } from "./components/resume-booking-on-demand";
export { SchedulingWizard } from "./components/scheduling-wizard";
export { wizardWords } from "./wizard-texts";
export { UnknownBookingError } from "./domain/errors";
