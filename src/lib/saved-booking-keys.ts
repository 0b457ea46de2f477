/**
 * Where the scheduling wizard keeps a booking under way in this tab (sessionStorage): the cart,
 * and a problem report's photos apart from it. The logout, in the shell below scheduling, removes
 * them too, so the names live here, below every feature.
 */
export const savedBookingKeys = { cart: "bookingCart", photos: "bookingPhotos" } as const;

/**
 * Forgets the booking under way in this tab, and only it: the tab's other keys, such as the note
 * that a purchase was already reported, stay.
 */
export function forgetSavedBooking(): void {
  try {
    for (const key of Object.values(savedBookingKeys)) window.sessionStorage.removeItem(key);
  } catch {
    // storage disabled by the browser: nothing was kept
  }
}
