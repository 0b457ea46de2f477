import type { BookingCart } from "../domain/booking-cart";
import type { FlowType } from "../domain/flows";

/** Where the wizard keeps the booking under way in this tab (sessionStorage), to resume it. */
export const savedBookingKey = "bookingCart";

export interface SavedBooking {
  flow: FlowType;
  cart: BookingCart;
}
