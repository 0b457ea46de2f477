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
export { GaragePage } from "./components/garage-page";
export { GarageSkeleton } from "./components/garage-skeleton";
export { VehicleView } from "./components/vehicle-view";
export { SignInPrompt } from "./components/sign-in-prompt";
export { RegisterStepper } from "./components/register-stepper";
export { DealerChangePage } from "./components/dealer-change-page";
export { parseGarageView } from "./components/garage-views";
