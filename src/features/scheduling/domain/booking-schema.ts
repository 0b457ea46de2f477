import { z } from "zod";
import { maxMileageKm } from "@/lib/odometer";
import { schedulingTexts } from "../texts";
import { contactSchema } from "./contact-schema";
import { flowOrigins, flowTypes } from "./flows";
import { photoMatchesType, photoTypes } from "./photo-signature";
import { plateKey } from "./plate-key";
import { hasNoControlCharacter } from "./text-rules";

const t = schedulingTexts.errors;

/** The garage's reading rule (lib/odometer.ts), each problem with its own message. */
export const mileageSchema = z
  .number({ error: t.mileageFormat })
  .int(t.mileageFormat)
  .min(0, t.mileage)
  .max(maxMileageKm, t.mileageTooHigh);

/** The same rule for a reading sent as text, in a query string; an empty one is no reading, not 0. */
export const mileageQuerySchema = z
  .string({ error: t.mileageFormat })
  .trim()
  .min(1, t.mileageFormat)
  .pipe(z.coerce.number({ error: t.mileageFormat }))
  .pipe(mileageSchema);

/** A problem report takes up to 3 photos of 2 MB each (texts.ts says so to the owner). */
const maxPhotos = 3;
// Base64 of 2 MB, rounded up.
const maxPhotoBase64Chars = 2_800_000;

/**
 * The body cap of a booking or a hold: its photos in base64 and room for the rest of the draft.
 * The API's general 64 kB cap would refuse a single photo taken by a phone.
 */
export const bookingBodyMaxBytes = maxPhotos * maxPhotoBase64Chars + 64 * 1024;

export const photoSchema = z
  .object({
    fileName: z.string().min(1).max(120).refine(hasNoControlCharacter, t.photo),
    contentType: z.enum(photoTypes, { error: t.photo }),
    content: z
      .string()
      .max(maxPhotoBase64Chars, t.photo)
      .regex(/^[A-Za-z0-9+/]+=*$/, t.photo),
  })
  .refine((photo) => photoMatchesType(photo.contentType, photo.content), {
    message: t.photo,
    path: ["content"],
  });

export const bookingVehicleSchema = z.union([
  z.object({ vehicleId: z.number().int().positive() }),
  z.object({
    modelCode: z.string().min(2).max(10),
    modelYear: z.number().int().min(1990).max(2100),
    plate: z
      .string()
      .transform(plateKey)
      .pipe(
        z.string().regex(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/, "Placa inválida. Use AAA1234 ou AAA1A23."),
      )
      .nullish(),
  }),
]);

/** What a slot hold and a booking share: the vehicle, the services and the slot. */
export const bookingDraftSchema = z.object({
  flowType: z.enum(flowTypes, { error: t.flow }),
  origin: z.enum(flowOrigins).default("OFFERS"),
  vehicle: bookingVehicleSchema,
  mileageKm: mileageSchema,
  /** A mileage below the garage vehicle's last reading is taken only when the owner confirmed it. */
  confirmLower: z.boolean().default(false),
  dealerCode: z.string().min(1).max(10),
  consultantId: z.number().int().positive(),
  startsAt: z.iso.datetime({ error: t.startsAt, offset: true }),
  revisionNumber: z.number().int().min(1, t.revisionNumber).max(10, t.revisionNumber).nullish(),
  serviceCodes: z.array(z.string().min(1).max(40)).max(12).default([]),
  recallCampaign: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9./-]{1,30}$/, t.recall)
    .nullish(),
  additionalInformation: z.string().max(1000).refine(hasNoControlCharacter).nullish(),
  photos: z.array(photoSchema).max(maxPhotos, t.photo).default([]),
});
export type BookingDraft = z.output<typeof bookingDraftSchema>;

export const bookingBodySchema = bookingDraftSchema.extend({
  contact: contactSchema,
  holdId: z.uuid().nullish(),
});
export type BookingBody = z.output<typeof bookingBodySchema>;

export const claimBodySchema = z.object({
  vehicle: bookingVehicleSchema,
  dealerCode: z.string().min(1).max(10),
  revisionNumber: z.number().int().min(1, t.revisionNumber).max(10, t.revisionNumber),
  servicePerformedDate: z.iso.date({ error: t.date }),
  revisionOdometer: mileageSchema,
  description: z
    .string()
    .trim()
    .min(10, t.claimDescription)
    .max(2000)
    .refine(hasNoControlCharacter),
});
export type ClaimBody = z.output<typeof claimBodySchema>;
