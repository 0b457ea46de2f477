import type { Dispatch } from "react";
import type {
  BookingCart,
  BookingCartAction,
  CartVehicle,
  ServiceInput,
} from "../domain/booking-cart";
import type { FlowOrigin, FlowType } from "../domain/flows";

export interface DealerOption {
  code: string;
  name: string;
  city: string;
  stateCode: string;
  address: string;
}

export interface ModelOption {
  code: string;
  name: string;
}

export interface PhotoUpload {
  fileName: string;
  contentType: "image/jpeg" | "image/png" | "image/webp";
  content: string;
}

export interface WizardSetup {
  flow: FlowType;
  origin: FlowOrigin;
  loggedIn: boolean;
  myVehicles: CartVehicle[];
  initialVehicle: CartVehicle | null;
  models: ModelOption[];
  dealers: DealerOption[];
  states: { code: string; name: string }[];
  revisionNumber: number | null;
  recallCampaign: string | null;
  /** What the link puts in the cart at once: a recall link's free repair. */
  initialServices: ServiceInput[];
  vin: string | null;
  today: string;
  lastDay: string;
}

export interface StepProps {
  cart: BookingCart;
  dispatch: Dispatch<BookingCartAction>;
  setup: WizardSetup;
}
