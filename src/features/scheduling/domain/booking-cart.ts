import { centsToReais, reaisToCents } from "@/lib/money";
import { lowerThanLastUnconfirmed } from "@/lib/odometer";
/**
 * The booking cart of SPEC.md sections 3 and 4 as a pure reducer. Prices are reais (numbers with
 * centavos); totals are summed in centavos so that 0.1 + 0.2 stays 0.3.
 */
export type ShiftName = "Manhã" | "Tarde";

export interface CartVehicle {
  id: number | null;
  modelCode: string;
  modelName: string;
  modelYear: number;
  plate: string | null;
  vin: string | null;
  mileageKm: number;
  /**
   * The day (yyyy-mm-dd, Brasília) of the garage's reading in mileageKm; absent for a typed
   * vehicle, a car never read and a cart saved before it was kept.
   */
  mileageReadOn?: string | null;
  soldOn: string | null;
}

export interface CartDealer {
  code: string;
  name: string;
  city: string;
  stateCode: string;
}

export interface MandatoryItemView {
  description: string;
  price: number;
}

export interface ServiceInput {
  code: string;
  name: string;
  /** '1' revision, '2' additional service, '3' diagnosis, '4' recall. */
  serviceType: string;
  price: number;
  freeOffer: boolean;
  mandatoryItems?: MandatoryItemView[];
  recallCampaign?: string;
}

export interface CartService extends ServiceInput {
  itemListId: string;
  isFreeOffer: boolean;
}

export interface ScheduleConfig {
  consultantId: number;
  consultantName: string;
  consultantDocumentNumber: string;
  dealerCode: string;
  createDate: string;
  startDate: string;
  endDate: string;
  shift: ShiftName;
}

export interface ContactData {
  name: string;
  email: string;
  phone: string;
  /** 1 e-mail, 2 phone, 3 WhatsApp. */
  preference: 1 | 2 | 3;
}

export interface SelectedRevision {
  revisionNumber: number;
  price: number;
  durationMinutes: number;
}

export interface Badge {
  code: string;
  label: string;
  tone: string;
}

export interface BookingCart {
  total: number;
  vehicle: CartVehicle | null;
  dealer: CartDealer | null;
  services: CartService[];
  selectedRevision: SelectedRevision | null;
  contactData: ContactData | null;
  scheduleConfig: ScheduleConfig | null;
  scheduledDate: string | null;
  badgesResponse: Badge[];
  priceOnRequest: boolean;
  servicePerformedDate: string | null;
  mileage: number | null;
  /**
   * The owner confirmed a mileage below the garage vehicle's last reading (the garage's rule);
   * absent in a cart saved before it was kept.
   */
  mileageConfirmedLower?: boolean;
  additionalInformation: string;
  revisionOdometer: number | null;
  revisionDate: string | null;
  /** Feeds unique item ids without randomness, so the reducer stays pure. */
  itemSequence: number;
}

export type BookingCartAction =
  /** null takes the vehicle out: what was typed no longer names one. */
  | { type: "setVehicle"; vehicle: CartVehicle | null }
  | { type: "addService"; service: ServiceInput }
  | { type: "removeService"; itemListId: string }
  | { type: "setDealer"; dealer: CartDealer }
  /** null takes the revision out with its line: another was chosen, and its price is awaited. */
  | { type: "setSelectedRevision"; revision: SelectedRevision | null }
  | { type: "setContactData"; contactData: ContactData }
  /** null takes the time out: it was lost (taken, or its hold ended) and is chosen again. */
  | { type: "setScheduleConfig"; scheduleConfig: ScheduleConfig | null }
  | { type: "setServicePerformedDate"; date: string }
  /** null takes the reading out: what was typed is not one. */
  | { type: "setMileage"; mileage: number | null; confirmedLower?: boolean }
  | { type: "setAdditionalInformation"; text: string }
  | { type: "setRevisionOdometer"; odometer: number | null }
  | { type: "setRevisionDate"; date: string }
  | { type: "setBadges"; badges: Badge[] }
  | { type: "clearCart" };

export const emptyCart: BookingCart = {
  total: 0,
  vehicle: null,
  dealer: null,
  services: [],
  selectedRevision: null,
  contactData: null,
  scheduleConfig: null,
  scheduledDate: null,
  badgesResponse: [],
  priceOnRequest: false,
  servicePerformedDate: null,
  mileage: null,
  mileageConfirmedLower: false,
  additionalInformation: "",
  revisionOdometer: null,
  revisionDate: null,
  itemSequence: 0,
};

/** SPEC.md: a service that is not a revision, costs 0 and is not a free offer has its price on request. */
export function isPriceOnRequest(service: ServiceInput): boolean {
  return service.serviceType !== "1" && service.price === 0 && !service.freeOffer;
}

export function computePriceOnRequest(services: readonly ServiceInput[]): boolean {
  return services.some(isPriceOnRequest);
}

function withServices(cart: BookingCart, services: CartService[]): BookingCart {
  const totalCents = services.reduce((sum, service) => sum + reaisToCents(service.price), 0);
  return {
    ...cart,
    services,
    total: centsToReais(totalCents),
    priceOnRequest: computePriceOnRequest(services),
  };
}

const validCount = (value: number) => Number.isFinite(value) && value >= 0;

/** The garage's last reading of the cart's vehicle; a typed vehicle has none to stay above. */
export function lastMileageOf(vehicle: CartVehicle | null): number {
  return vehicle?.id ? vehicle.mileageKm : 0;
}

/**
 * What the mileage field opens with: the cart's reading, else the garage's. A garage reading of
 * 0 km counts when it has a day (a new car), not when no reading was ever taken.
 */
export function startingMileageText({
  mileage,
  vehicle,
}: Pick<BookingCart, "mileage" | "vehicle">): string {
  if (mileage !== null) return String(mileage);
  if (vehicle && (vehicle.mileageKm > 0 || vehicle.mileageReadOn)) return String(vehicle.mileageKm);
  return "";
}

/** Which car a cart vehicle is: a typed one by its model and year, its plate aside. */
function vehicleKey(vehicle: CartVehicle | null): string {
  if (!vehicle) return "";
  return vehicle.id ? `garage:${vehicle.id}` : `typed:${vehicle.modelCode}:${vehicle.modelYear}`;
}

/** A revision taken out of the cart takes its line with it: nothing is left to book or to price. */
function withoutRevision(cart: BookingCart): BookingCart {
  return {
    ...withServices(
      cart,
      cart.services.filter((service) => service.serviceType !== "1"),
    ),
    selectedRevision: null,
  };
}

/**
 * Another vehicle takes what was read or worked out for the previous one out of the cart: its
 * reading (it would be written into the other car's garage record), the revision suggested from
 * it and that revision's line, and the odometer of a revision to correct.
 */
function forAnotherVehicle(cart: BookingCart, vehicle: CartVehicle | null): BookingCart {
  if (vehicleKey(vehicle) === vehicleKey(cart.vehicle)) return { ...cart, vehicle };
  if (cart.vehicle === null) return { ...cart, vehicle };
  return {
    ...withoutRevision(cart),
    vehicle,
    mileage: null,
    mileageConfirmedLower: false,
    revisionOdometer: null,
  };
}

export function bookingCartReducer(cart: BookingCart, action: BookingCartAction): BookingCart {
  switch (action.type) {
    case "setVehicle":
      if (action.vehicle !== null && !validCount(action.vehicle.mileageKm)) return cart;
      return forAnotherVehicle(cart, action.vehicle);
    case "addService": {
      if (!validCount(action.service.price)) return cart;
      const sequence = cart.itemSequence + 1;
      const item: CartService = {
        ...action.service,
        itemListId: `${action.service.code}-${sequence}`,
        isFreeOffer: action.service.freeOffer,
      };
      return { ...withServices(cart, [...cart.services, item]), itemSequence: sequence };
    }
    case "removeService":
      return withServices(
        cart,
        cart.services.filter((service) => service.itemListId !== action.itemListId),
      );
    case "setDealer":
      // Another dealer has other consultants: a slot chosen at the previous one no longer holds.
      return action.dealer.code === cart.dealer?.code
        ? cart
        : { ...cart, dealer: action.dealer, scheduleConfig: null, scheduledDate: null };
    case "setSelectedRevision":
      return action.revision
        ? { ...cart, selectedRevision: action.revision }
        : withoutRevision(cart);
    case "setContactData":
      return { ...cart, contactData: action.contactData };
    case "setScheduleConfig":
      return {
        ...cart,
        scheduleConfig: action.scheduleConfig,
        scheduledDate: action.scheduleConfig?.startDate ?? null,
      };
    case "setServicePerformedDate":
      return { ...cart, servicePerformedDate: action.date };
    case "setMileage":
      if (action.mileage === null) return { ...cart, mileage: null, mileageConfirmedLower: false };
      if (!validCount(action.mileage)) return cart;
      // Below the garage's last reading, a figure counts only once the owner confirms it.
      if (
        lowerThanLastUnconfirmed(
          action.mileage,
          lastMileageOf(cart.vehicle),
          action.confirmedLower ?? false,
        )
      )
        return { ...cart, mileage: null, mileageConfirmedLower: false };
      return {
        ...cart,
        mileage: action.mileage,
        mileageConfirmedLower: action.confirmedLower ?? false,
      };
    case "setAdditionalInformation":
      return { ...cart, additionalInformation: action.text };
    case "setRevisionOdometer":
      if (action.odometer === null) return { ...cart, revisionOdometer: null };
      return validCount(action.odometer) ? { ...cart, revisionOdometer: action.odometer } : cart;
    case "setRevisionDate":
      return { ...cart, revisionDate: action.date };
    case "setBadges":
      return { ...cart, badgesResponse: action.badges };
    case "clearCart":
      return { ...emptyCart, vehicle: cart.vehicle, itemSequence: cart.itemSequence };
  }
}
