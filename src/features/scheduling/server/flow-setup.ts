import "server-only";
import { eq } from "drizzle-orm";
import { database } from "@/db";
import { dealers, owners, states } from "@/db/schema";
import { getAccount } from "@/features/account/server";
import { getSession } from "@/features/identity/server";
import { getRequestLocation } from "@/features/location/server";
import { dealersByDistance } from "@/features/offers/server";
import { formatPhone } from "@/lib/brazilian-phone";
import { keyedReadCache } from "@/lib/keyed-read-cache";
import type { CartVehicle } from "../domain/booking-cart";
import { lastBookableDay, saoPauloDay } from "../domain/calendar-rules";
import { brasiliaTimeZone } from "../domain/dealer-time-zone";
import { dealersInOrder, statesInOrder } from "../domain/directory-order";
import type { FlowLink } from "../domain/flow-link";
import { flowSteps } from "../domain/flows";
import { recallService } from "../domain/recall-service";
import type { OwnerContact, WizardSetup } from "../components/wizard-types";
import { schedulingTexts } from "../texts";
import { bookedRevisionsOf } from "./booked-revisions";
import { listOwnerBookings } from "./booking-reads";
import { listModels } from "./catalogue";
import { listOwnerVehicles, revisionsDoneByVehicle, type OwnerVehicle } from "./owner-vehicles";

const directory = keyedReadCache({
  name: "scheduling.directory",
  ttlMs: 300_000,
  maxEntries: 1,
  key: () => "all",
  load: async () => {
    const [dealerRows, stateRows, models] = await Promise.all([
      database()
        .select({
          code: dealers.code,
          name: dealers.name,
          city: dealers.city,
          stateCode: dealers.stateCode,
          address: dealers.address,
        })
        .from(dealers),
      database().select({ code: states.code, name: states.name }).from(states),
      listModels(),
    ]);
    // The database orders by byte ("Sorocaba" before "São Bernardo do Campo"): Portuguese order here.
    return {
      dealers: dealersInOrder(dealerRows),
      states: statesInOrder(stateRows),
      models: models.map(({ code, name }) => ({ code, name })),
    };
  },
});

export function cartVehicle(vehicle: OwnerVehicle): CartVehicle {
  return {
    id: vehicle.id,
    modelCode: vehicle.modelCode,
    modelName: vehicle.nickname ? `${vehicle.modelName} (${vehicle.nickname})` : vehicle.modelName,
    modelYear: vehicle.modelYear,
    plate: vehicle.plate,
    vin: vehicle.vin,
    mileageKm: vehicle.mileageKm,
    mileageReadOn: vehicle.mileageReadOn,
    soldOn: vehicle.soldOn,
  };
}

/**
 * Who the dealer calls, as Minha conta holds it: the review starts from it. An account the
 * identity provider cannot read now leaves the fields to the owner.
 */
async function ownerContact(ownerId: string): Promise<OwnerContact | null> {
  try {
    const account = await getAccount(ownerId);
    return {
      name: account.name,
      email: account.email,
      // Shown in the review's field as Minha conta shows it, "(11) 91234-5678".
      phone: formatPhone(account.phone ?? ""),
      preference: account.contactPreference,
    };
  } catch {
    return null;
  }
}

/** The code of the owner's favourite dealer, if they chose one. */
async function favouriteDealerCode(ownerId: string): Promise<string | null> {
  const [row] = await database()
    .select({ code: dealers.code })
    .from(owners)
    .innerJoin(dealers, eq(dealers.id, owners.favouriteDealerId))
    .where(eq(owners.id, ownerId));
  return row?.code ?? null;
}

/** Each dealer's distance from the shopper's place (the default region until they choose one), by code. */
async function dealerDistances(): Promise<{
  distances: Map<string, number>;
  shopperPlace: WizardSetup["shopperPlace"];
}> {
  const place = await getRequestLocation();
  const near = await dealersByDistance({ latitude: place.latitude, longitude: place.longitude });
  return {
    distances: new Map(near.map((dealer) => [dealer.code, dealer.distanceKm])),
    shopperPlace: place.type === "DEFAULT" ? null : { stateCode: place.state },
  };
}

/** The booking that already holds the revision a link names for its vehicle, as the wizard says it. */
function linkedRevisionBooked(
  booked: WizardSetup["bookedRevisions"],
  link: FlowLink,
): WizardSetup["linkedRevisionBooked"] {
  if (
    link.vehicleId === null ||
    link.revisionNumber === null ||
    !flowSteps[link.flow].includes("revision")
  )
    return null;
  const booking = booked[link.vehicleId]?.[link.revisionNumber];
  return booking
    ? {
        vehicleId: link.vehicleId,
        message: schedulingTexts.errors.revisionAlreadyBooked(link.revisionNumber, booking.when),
        href: booking.href,
        linkText: schedulingTexts.seeExistingBooking,
      }
    : null;
}

/** What the scheduling wizard starts from: the link, the session owner's vehicles and the directory. */
export async function wizardSetup(link: FlowLink, now = new Date()): Promise<WizardSetup> {
  const session = await getSession();
  const [owned, lists, contact, booked, favourite, near, revisionsDone] = await Promise.all([
    session ? listOwnerVehicles(session.userId) : Promise.resolve([]),
    directory(undefined),
    session ? ownerContact(session.userId) : Promise.resolve(null),
    session ? listOwnerBookings(session.userId) : Promise.resolve([]),
    session ? favouriteDealerCode(session.userId) : Promise.resolve(null),
    dealerDistances(),
    session ? revisionsDoneByVehicle(session.userId) : Promise.resolve({}),
  ]);
  const myVehicles = owned.map(cartVehicle);
  const bookedRevisions = Object.fromEntries(
    owned.map((vehicle) => [vehicle.id, bookedRevisionsOf(booked, vehicle.id, now)]),
  );
  const favouriteDealer = lists.dealers.find((dealer) => dealer.code === favourite);
  return {
    flow: link.flow,
    origin: link.origin,
    loggedIn: session !== null,
    ownerContact: contact,
    myVehicles,
    // A vehicleId that is not the owner's is ignored, never revealed.
    initialVehicle: myVehicles.find((vehicle) => vehicle.id === link.vehicleId) ?? null,
    initialDealer: favouriteDealer
      ? {
          code: favouriteDealer.code,
          name: favouriteDealer.name,
          city: favouriteDealer.city,
          stateCode: favouriteDealer.stateCode,
        }
      : null,
    models: lists.models,
    dealers: lists.dealers.map((dealer) => ({
      ...dealer,
      distanceKm: near.distances.get(dealer.code) ?? null,
    })),
    states: lists.states,
    shopperPlace: near.shopperPlace,
    revisionNumber: link.revisionNumber,
    recallCampaign: link.recallCampaign,
    initialServices:
      link.flow === "recall" && link.recallCampaign ? [recallService(link.recallCampaign)] : [],
    vin: link.vin,
    bookedRevisions,
    revisionsDone,
    linkedRevisionBooked: linkedRevisionBooked(bookedRevisions, link),
    // Before a dealer is chosen the date field spans Brasília's days, the latest of any dealer's
    // (the western states are behind it); the calendar answers a dealer's own limits.
    today: saoPauloDay(now),
    lastDay: lastBookableDay(now, brasiliaTimeZone),
  };
}
