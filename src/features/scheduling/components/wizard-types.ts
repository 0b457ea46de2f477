import type { Dispatch } from "react";
import type {
  BookingCart,
  BookingCartAction,
  CartDealer,
  CartVehicle,
  ServiceInput,
} from "../domain/booking-cart";
import type { Slot } from "../domain/calendar-rules";
import type { FlowOrigin, FlowType } from "../domain/flows";
import type { PhotoType } from "../domain/photo-signature";

export interface DealerOption {
  code: string;
  name: string;
  city: string;
  stateCode: string;
  address: string;
  /** From the shopper's place; null when the dealer's place is unknown. */
  distanceKm: number | null;
}

export interface ModelOption {
  code: string;
  name: string;
}

export interface PhotoUpload {
  fileName: string;
  contentType: PhotoType;
  content: string;
}

/** The contact Minha conta holds for the owner, to start the review's fields from. */
export interface OwnerContact {
  name: string;
  email: string;
  phone: string;
  preference: 1 | 2 | 3;
}

export interface WizardSetup {
  flow: FlowType;
  origin: FlowOrigin;
  loggedIn: boolean;
  ownerContact: OwnerContact | null;
  myVehicles: CartVehicle[];
  initialVehicle: CartVehicle | null;
  /** The owner's favourite dealer (chosen at registration or in the garage), chosen at once. */
  initialDealer: CartDealer | null;
  models: ModelOption[];
  dealers: DealerOption[];
  states: { code: string; name: string }[];
  /**
   * The place the shopper chose (top bar), whose state the dealer step opens on; null on the
   * default region, whose distances order the list but are not shown as the shopper's own.
   */
  shopperPlace: { stateCode: string } | null;
  revisionNumber: number | null;
  recallCampaign: string | null;
  /** What the link puts in the cart at once: a recall link's free repair. */
  initialServices: ServiceInput[];
  vin: string | null;
  /**
   * The periodic revisions each garage vehicle already has confirmed and still to come, by vehicle
   * id and revision number: the revision step sends the owner to that booking instead.
   */
  bookedRevisions: Partial<Record<number, Partial<Record<number, { when: string; href: string }>>>>;
  /** The revisions each garage vehicle has on record, by vehicle id: the suggestion follows them. */
  revisionsDone: Partial<Record<number, number>>;
  /**
   * The link's revision when its vehicle already has it booked, in the words the wizard shows
   * from its first step (composed here, so the wizard's first script carries no refusal texts).
   */
  linkedRevisionBooked: {
    vehicleId: number;
    message: string;
    href: string;
    linkText: string;
  } | null;
  today: string;
  lastDay: string;
}

export interface StepProps {
  cart: BookingCart;
  dispatch: Dispatch<BookingCartAction>;
  setup: WizardSetup;
}

/**
 * A time lost at the confirmation (taken meanwhile, or its hold ended and someone else took it):
 * the slot step shows why, on the day it was, with the free slots the refusal listed.
 */
export interface LostSlot {
  message: string;
  /** The lost time's start, whose day the slot step opens on. */
  startDate: string | null;
  freeSlots?: Slot[];
}
