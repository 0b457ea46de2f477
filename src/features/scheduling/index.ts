export { schedulingTexts } from "./texts";
export { saoPauloToday } from "./domain/calendar-rules";
export { bookingMoment } from "./domain/booking-moment";
