import { savedBookingKeys } from "@/lib/saved-booking-keys";
import type { BookingCart } from "../domain/booking-cart";
import type { FlowType } from "../domain/flows";
import type { LostSlot, PhotoUpload } from "./wizard-types";

/** Booked or sent: nothing is left under way to resume or to bring back on the next visit. */
export { forgetSavedBooking } from "@/lib/saved-booking-keys";

/** Where the wizard keeps the booking under way in this tab (sessionStorage), to resume it. */
export const savedBookingKey = savedBookingKeys.cart;

/** A problem report's photos, kept apart: the cart is written on every keystroke, they are not. */
export const savedPhotosKey = savedBookingKeys.photos;

export interface SavedBooking {
  flow: FlowType;
  cart: BookingCart;
  /**
   * The last step the owner confirmed with "Continuar": a wizard opened again never resumes past
   * the step after it, whatever the cart holds. Absent in a booking saved before it was kept.
   */
  confirmedStep?: number;
  /**
   * Why the booking's time was lost, when its resumed review sent it back to choosing one: the
   * slot step of the reopened flow says so once.
   */
  lostSlot?: LostSlot;
  /** Read back with the cart (never written with it). */
  photos?: PhotoUpload[];
}

/** Keeps the booking under way in this tab, for a reload, a login or "Retomar". */
export function saveBooking(booking: SavedBooking): void {
  window.sessionStorage.setItem(savedBookingKey, JSON.stringify(booking));
}

/**
 * Keeps the photos of a problem report in this tab beside its cart. Photos larger than what the
 * tab's storage holds (about 5 MB) are not kept, and a reload asks for them again.
 */
export function savePhotos(photos: PhotoUpload[]): void {
  try {
    if (photos.length === 0) window.sessionStorage.removeItem(savedPhotosKey);
    else window.sessionStorage.setItem(savedPhotosKey, JSON.stringify(photos));
  } catch {
    window.sessionStorage.removeItem(savedPhotosKey);
  }
}
