import "server-only";
export {
  additionalServicesContract,
  availableMaintenanceContract,
  badgesContract,
  cancelBookingContract,
  createBookingContract,
  dealerBookingsContract,
  dealerCalendarContract,
  detailedMaintenanceContract,
  getBookingContract,
  holdSlotContract,
  listBookingsContract,
  rescheduleBookingContract,
  revisionNumberContract,
  serviceClaimContract,
  serviceOffersContract,
} from "./contracts";
export {
  applyOffer,
  availableRevisions,
  detailedRevision,
  listAdditionalServices,
  listBadges,
  listModels,
  serviceOffersFor,
} from "./server/catalogue";
export { dealerDayCalendar, firstAvailableDay } from "./server/calendar";
export {
  cancelBooking,
  getBooking,
  listDealerBookings,
  listOwnerBookings,
  rescheduleBooking,
  writeBooking,
} from "./server/bookings";
export { bookingIcsText, bookingTotalText } from "./server/booking-mail";
export type { BookingView } from "./server/booking-view";
export { submitServiceClaim } from "./server/claims";
export { requireOwner, ensureOwner } from "./server/owner";
export { listOwnerVehicles, type OwnerVehicle } from "./server/owner-vehicles";
