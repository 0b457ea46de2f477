import "server-only";
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import { database } from "@/db";
import {
  bookingPhotos,
  bookings,
  dealers,
  serviceClaims,
  vehicleMileageReadings,
  vehicleModels,
  vehicles,
  vehicleTransferRequests,
} from "@/db/schema";

/**
 * What the owner did on the storefront beyond the account and the garage, for the LGPD export:
 * bookings with their contact data, notes and photos, revision claims, vehicle claims made or
 * received (without the other owner's identity), the odometer readings the owner typed and those of
 * the sale and revisions of the vehicles the owner holds.
 */
export async function ownerRecords(ownerId: string) {
  const db = database();
  const [ownBookings, claims, transfersMade, transfersReceived, readings] = await Promise.all([
    db
      .select({
        id: bookings.id,
        protocol: bookings.protocol,
        status: bookings.status,
        flowType: bookings.flowType,
        dealer: dealers.name,
        dealerCode: dealers.code,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        model: vehicleModels.name,
        modelYear: bookings.modelYear,
        plate: bookings.plate,
        vin: bookings.vin,
        mileageKm: bookings.mileageKm,
        services: bookings.services,
        totalCents: bookings.totalCents,
        contactName: bookings.contactName,
        contactEmail: bookings.contactEmail,
        contactPhone: bookings.contactPhone,
        contactPreference: bookings.contactPreference,
        additionalInformation: bookings.additionalInformation,
        createdAt: bookings.createdAt,
        confirmedAt: bookings.confirmedAt,
        cancelledAt: bookings.cancelledAt,
        cancelReason: bookings.cancelReason,
      })
      .from(bookings)
      .innerJoin(dealers, eq(dealers.id, bookings.dealerId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.modelId))
      .where(eq(bookings.ownerId, ownerId))
      .orderBy(asc(bookings.startsAt)),
    db
      .select({
        protocol: serviceClaims.protocol,
        dealer: dealers.name,
        model: vehicleModels.name,
        revisionNumber: serviceClaims.revisionNumber,
        servicePerformedDate: serviceClaims.servicePerformedDate,
        revisionOdometer: serviceClaims.revisionOdometer,
        submittedOdometer: serviceClaims.submittedOdometer,
        description: serviceClaims.description,
        plate: serviceClaims.plate,
        ownerName: serviceClaims.ownerName,
        createdAt: serviceClaims.createdAt,
        status: serviceClaims.status,
        settledAt: serviceClaims.settledAt,
        dealerNote: serviceClaims.dealerNote,
      })
      .from(serviceClaims)
      .innerJoin(dealers, eq(dealers.id, serviceClaims.dealerId))
      .innerJoin(vehicleModels, eq(vehicleModels.id, serviceClaims.modelId))
      .where(eq(serviceClaims.ownerId, ownerId)),
    transfersOf(eq(vehicleTransferRequests.requesterId, ownerId)),
    transfersOf(eq(vehicleTransferRequests.holderId, ownerId)),
    db
      .select({
        vin: vehicles.vin,
        mileageKm: vehicleMileageReadings.mileageKm,
        readOn: vehicleMileageReadings.readOn,
        source: vehicleMileageReadings.source,
      })
      .from(vehicleMileageReadings)
      .innerJoin(vehicles, eq(vehicles.id, vehicleMileageReadings.vehicleId))
      // The readings the owner typed, on any car, and the car's own (sale, revisions) of the cars
      // held now; what an earlier holder typed is that person's, not this owner's.
      .where(
        or(
          eq(vehicleMileageReadings.recordedBy, ownerId),
          and(eq(vehicles.ownerId, ownerId), ne(vehicleMileageReadings.source, "owner")),
        ),
      )
      .orderBy(asc(vehicles.vin), asc(vehicleMileageReadings.readOn)),
  ]);
  const photos = ownBookings.length
    ? await db
        .select({
          bookingId: bookingPhotos.bookingId,
          fileName: bookingPhotos.fileName,
          contentType: bookingPhotos.contentType,
          contentBase64: bookingPhotos.content,
        })
        .from(bookingPhotos)
        .where(
          inArray(
            bookingPhotos.bookingId,
            ownBookings.map((booking) => booking.id),
          ),
        )
    : [];
  return {
    bookings: ownBookings.map((booking) => ({
      ...booking,
      photos: photos
        .filter((photo) => photo.bookingId === booking.id)
        .map(({ bookingId: _, ...photo }) => photo),
    })),
    serviceClaims: claims,
    // A claim is made from a plate as often as from a chassi: the car's chassi is the claimant's
    // to read only once the car is theirs, as the garage's search withholds it (decision 023).
    vehicleClaimsMade: transfersMade.map(({ holderNow, ...claim }) => ({
      ...claim,
      vin: holderNow === ownerId ? claim.vin : null,
    })),
    vehicleClaimsReceived: transfersReceived.map(({ holderNow: _, ...claim }) => claim),
    mileageReadings: readings,
  };
}

function transfersOf(who: ReturnType<typeof eq>) {
  return database()
    .select({
      vin: vehicles.vin,
      model: vehicleModels.name,
      plate: vehicles.plate,
      holderNow: vehicles.ownerId,
      status: vehicleTransferRequests.status,
      createdAt: vehicleTransferRequests.createdAt,
      decidedAt: vehicleTransferRequests.decidedAt,
    })
    .from(vehicleTransferRequests)
    .innerJoin(vehicles, eq(vehicles.id, vehicleTransferRequests.vehicleId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
    .where(who);
}
