import * as v from "valibot";
import type { z } from "zod";
import { acknowledgement, endpoint } from "@/lib/api-client";
import type { DealerOptionView, FoundVehicleView } from "./components/types";
import type {
  favouriteDealerSchema,
  mileageUpdateSchema,
  nicknameUpdateSchema,
  registrationStepSchema,
  renavamUpdateSchema,
  transferDecisionSchema,
  foundVehicleRefSchema,
  vehicleRefSchema,
} from "./schemas";

const foundVehicleSchema: v.GenericSchema<unknown, FoundVehicleView> = v.object({
  id: v.number(),
  // Withheld (null) for a vehicle not the owner's found by its plate (decision 023).
  vin: v.nullable(v.string()),
  plate: v.nullable(v.string()),
  modelName: v.string(),
  imageUrl: v.string(),
  versionName: v.string(),
  modelYear: v.number(),
  color: v.string(),
  soldOn: v.nullable(v.string()),
  standing: v.picklist(["free", "yours", "elsewhere"]),
  transferPending: v.boolean(),
  mileageKm: v.nullable(v.number()),
});

const dealerOptionSchema: v.GenericSchema<unknown, DealerOptionView> = v.object({
  id: v.number(),
  name: v.string(),
  city: v.string(),
  stateCode: v.string(),
  address: v.string(),
  district: v.string(),
  distanceKm: v.nullable(v.number()),
});

type VehicleRef = z.input<typeof vehicleRefSchema>;
type FoundVehicleRef = z.input<typeof foundVehicleRefSchema>;

/** The garage: finding, adding and editing vehicles, transfers, registration and the dealer. */
export const garageEndpoints = {
  searchVehicle: endpoint(
    "GET",
    "/api/v1/core/vehicles/search",
    v.object({ vehicle: foundVehicleSchema }),
  ),
  // The vehicle added, as its owner now reads it: its chassi and last reading, withheld while it
  // was only found by its plate, name it in the registration's later steps.
  addVehicle: endpoint(
    "POST",
    "/api/v1/core/vehicles",
    v.object({ vehicle: v.object({ vin: v.string(), mileageKm: v.number() }) }),
  ).withBody<FoundVehicleRef>(),
  removeVehicle: endpoint("DELETE", "/api/v1/core/vehicles", acknowledgement),
  nickname: endpoint("PUT", "/api/v1/core/vehicles/nickname", acknowledgement).withBody<
    z.input<typeof nicknameUpdateSchema>
  >(),
  renavam: endpoint("PUT", "/api/v1/core/vehicles/renavam", acknowledgement).withBody<
    z.input<typeof renavamUpdateSchema>
  >(),
  mileage: endpoint("PUT", "/api/v1/core/vehicles/millage", acknowledgement).withBody<
    z.input<typeof mileageUpdateSchema>
  >(),
  selectVehicle: endpoint(
    "PUT",
    "/api/v1/core/vehicles/selected",
    acknowledgement,
  ).withBody<VehicleRef>(),
  requestTransfer: endpoint(
    "POST",
    "/api/v1/core/vehicles/transfer",
    acknowledgement,
  ).withBody<FoundVehicleRef>(),
  decideTransfer: endpoint("PUT", "/api/v1/core/vehicles/transfer", acknowledgement).withBody<
    z.input<typeof transferDecisionSchema>
  >(),
  saveRegistrationStep: endpoint("PUT", "/api/v1/core/registration", acknowledgement).withBody<
    z.input<typeof registrationStepSchema>
  >(),
  completeRegistration: endpoint("POST", "/api/v1/core/registration/complete", acknowledgement),
  chooseDealer: endpoint("PUT", "/api/v1/core/dealer", acknowledgement).withBody<
    z.input<typeof favouriteDealerSchema>
  >(),
  searchDealers: endpoint(
    "GET",
    "/api/v1/core/dealer/search",
    v.object({ dealers: v.array(dealerOptionSchema) }),
  ),
};
