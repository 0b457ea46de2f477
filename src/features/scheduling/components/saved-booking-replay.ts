import type { Dispatch } from "react";
import type { BookingCart, BookingCartAction } from "../domain/booking-cart";
import { savedBookingKey, type SavedBooking } from "./saved-booking";

// Only the resume page reads a saved booking: the other flows never load this.

/** The booking saved in this tab, or null when there is none or it does not parse. */
export function readSavedBooking(): SavedBooking | null {
  try {
    const raw = window.sessionStorage.getItem(savedBookingKey);
    return raw ? (JSON.parse(raw) as SavedBooking) : null;
  } catch {
    return null;
  }
}

/**
 * Puts a saved cart back through the reducer's own actions, so its prices and rules are worked
 * out again rather than trusted from storage.
 */
export function replaySavedCart(saved: BookingCart, dispatch: Dispatch<BookingCartAction>): void {
  if (saved.vehicle) dispatch({ type: "setVehicle", vehicle: saved.vehicle });
  if (saved.dealer) dispatch({ type: "setDealer", dealer: saved.dealer });
  if (saved.mileage !== null) dispatch({ type: "setMileage", mileage: saved.mileage });
  if (saved.selectedRevision)
    dispatch({ type: "setSelectedRevision", revision: saved.selectedRevision });
  for (const service of saved.services) dispatch({ type: "addService", service });
  if (saved.scheduleConfig)
    dispatch({ type: "setScheduleConfig", scheduleConfig: saved.scheduleConfig });
  dispatch({ type: "setAdditionalInformation", text: saved.additionalInformation });
  if (saved.contactData) dispatch({ type: "setContactData", contactData: saved.contactData });
}
