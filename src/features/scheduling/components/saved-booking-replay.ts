import type { Dispatch } from "react";
import {
  bookingCartReducer,
  emptyCart,
  type BookingCart,
  type BookingCartAction,
} from "../domain/booking-cart";
import { photoTypes } from "../domain/photo-signature";
import { savedBookingKey, savedPhotosKey, type SavedBooking } from "./saved-booking";
import type { LostSlot, PhotoUpload, WizardSetup } from "./wizard-types";

// Loaded only where a saved booking is read: the resume page, and a wizard whose tab saved one.

/** The booking saved in this tab, or null when there is none or it does not parse. */
export function readSavedBooking(): SavedBooking | null {
  try {
    const raw = window.sessionStorage.getItem(savedBookingKey);
    return raw ? (JSON.parse(raw) as SavedBooking) : null;
  } catch {
    return null;
  }
}

function isPhoto(value: unknown): value is PhotoUpload {
  if (typeof value !== "object" || value === null) return false;
  const photo = value as Record<string, unknown>;
  return (
    typeof photo.fileName === "string" &&
    typeof photo.content === "string" &&
    typeof photo.contentType === "string" &&
    (photoTypes as readonly string[]).includes(photo.contentType)
  );
}

/** The problem report's photos saved in this tab (the server checks them again on sending). */
export function readSavedPhotos(): PhotoUpload[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(savedPhotosKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isPhoto).slice(0, 3) : [];
  } catch {
    return [];
  }
}

/**
 * Puts a saved cart back through the reducer's own actions, so its prices and rules are worked
 * out again rather than trusted from storage.
 */
export function replaySavedCart(saved: BookingCart, dispatch: Dispatch<BookingCartAction>): void {
  if (saved.vehicle) dispatch({ type: "setVehicle", vehicle: saved.vehicle });
  if (saved.dealer) dispatch({ type: "setDealer", dealer: saved.dealer });
  if (saved.mileage !== null)
    dispatch({
      type: "setMileage",
      mileage: saved.mileage,
      confirmedLower: saved.mileageConfirmedLower === true,
    });
  if (saved.selectedRevision)
    dispatch({ type: "setSelectedRevision", revision: saved.selectedRevision });
  for (const service of saved.services) dispatch({ type: "addService", service });
  if (saved.scheduleConfig)
    dispatch({ type: "setScheduleConfig", scheduleConfig: saved.scheduleConfig });
  if (saved.servicePerformedDate) {
    dispatch({ type: "setServicePerformedDate", date: saved.servicePerformedDate });
    dispatch({ type: "setRevisionDate", date: saved.servicePerformedDate });
  }
  if (saved.revisionOdometer !== null)
    dispatch({ type: "setRevisionOdometer", odometer: saved.revisionOdometer });
  dispatch({ type: "setAdditionalInformation", text: saved.additionalInformation });
  if (saved.contactData) dispatch({ type: "setContactData", contactData: saved.contactData });
}

/** The saved cart put back through the reducer's own actions, so its rules apply to it again. */
export function replayed(saved: BookingCart): BookingCart {
  let cart = emptyCart;
  replaySavedCart(saved, (action) => {
    cart = bookingCartReducer(cart, action);
  });
  return cart;
}

/**
 * The saved cart with its garage vehicle as the garage holds it now: a car removed or handed over
 * since (or another owner's, on a shared tab) is no longer the owner's to book, and the cart is
 * dropped. A vehicle typed in stays as typed.
 */
export function withGarageVehicleNow(
  cart: BookingCart,
  myVehicles: WizardSetup["myVehicles"],
): BookingCart | null {
  if (!cart.vehicle?.id) return cart;
  const id = cart.vehicle.id;
  const current = myVehicles.find((vehicle) => vehicle.id === id);
  return current ? { ...cart, vehicle: current } : null;
}

/**
 * The booking this tab saved in the flow of `setup`, replayed, for a wizard opened again (a
 * reload, the back button, a login). Null when the link asks for another vehicle, another
 * revision or another recall, or when the saved cart holds no vehicle yet: then the wizard
 * starts afresh.
 */
export function savedCartFor(setup: WizardSetup): BookingCart | null {
  const saved = readSavedBooking();
  if (saved?.flow !== setup.flow) return null;
  const cart = withGarageVehicleNow(replayed(saved.cart), setup.myVehicles);
  if (!cart?.vehicle) return null;
  if (setup.initialVehicle && cart.vehicle.id !== setup.initialVehicle.id) return null;
  // The garage's "Agendar revisão N" names the revision to book; a cart still without one takes
  // it on the revision step.
  const revision = cart.selectedRevision?.revisionNumber;
  if (setup.revisionNumber !== null && revision !== undefined && revision !== setup.revisionNumber)
    return null;
  const linked = setup.initialServices.every((wanted) =>
    cart.services.some(
      (service) =>
        service.serviceType === wanted.serviceType &&
        service.recallCampaign === wanted.recallCampaign,
    ),
  );
  return linked ? cart : null;
}

/** The last step confirmed of the booking saved in this tab (0 when none is known). */
export function savedConfirmedStep(): number {
  const step = readSavedBooking()?.confirmedStep;
  return typeof step === "number" && Number.isInteger(step) ? step : 0;
}

/** Why the saved booking's time was lost, as its resumed review left it (null when it was not). */
export function savedLostSlot(): LostSlot | null {
  const lost: unknown = readSavedBooking()?.lostSlot;
  if (typeof lost !== "object" || lost === null) return null;
  const { message, startDate, freeSlots } = lost as Record<string, unknown>;
  if (typeof message !== "string" || message === "") return null;
  return {
    message,
    startDate: typeof startDate === "string" ? startDate : null,
    ...(Array.isArray(freeSlots) ? { freeSlots: freeSlots as LostSlot["freeSlots"] } : {}),
  };
}
