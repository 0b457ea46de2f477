export { schedulingTexts } from "./texts";
export { saoPauloToday } from "./domain/calendar-rules";
export { dealerTimeZoneOf } from "./domain/dealer-time-zone";
export { bookingMoment } from "./domain/booking-moment";
export { claimTexts } from "./claim-texts";
