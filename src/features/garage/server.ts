import "server-only";
export * from "./contracts";
export { ensureOwner, requireOwner } from "./server/owner";
export { lookupFromQuery } from "./server/vehicle-lookup";
export {
  addVehicle,
  decideTransfer,
  garageVehicles,
  ownedVehicle,
  recordMileage,
  removeVehicle,
  requestTransfer,
  searchVehicle,
  selectVehicle,
  serviceHistory,
  setNickname,
  setRenavam,
  transferRequests,
  type FoundVehicle,
  type TransferRequestView,
} from "./server/vehicle-service";
export type { GarageVehicle } from "./server/vehicle-shape";
export {
  dealersNear,
  favouriteDealer,
  searchDealers,
  setFavouriteDealer,
  type DealerOption,
  type FavouriteDealer,
} from "./server/dealer-choice";
export {
  completeRegistration,
  registrationState,
  saveRegistrationStep,
  type RegistrationState,
} from "./server/registration";
export { garagePageData, type GaragePageData } from "./server/garage-page-data";
