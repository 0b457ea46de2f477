import type { BookingCart } from "../domain/booking-cart";
import type { FlowType } from "../domain/flows";

/** Where the wizard keeps the booking under way in this tab (sessionStorage), to resume it. */
export const savedBookingKey = "bookingCart";

export interface SavedBooking {
  flow: FlowType;
  cart: BookingCart;
}

/** Keeps the booking under way in this tab, for a reload, a login or "Retomar". */
export function saveBooking(booking: SavedBooking): void {
  window.sessionStorage.setItem(savedBookingKey, JSON.stringify(booking));
}

/** Booked or sent: nothing is left under way to resume or to bring back on the next visit. */
export function forgetSavedBooking(): void {
  window.sessionStorage.removeItem(savedBookingKey);
}
