import "server-only";
export {
  addVehicleContract,
  completeRegistrationContract,
  dealerSearchContract,
  decideTransferContract,
  favouriteDealerContract,
  garageContract,
  mileageContract,
  nicknameContract,
  registrationContract,
  registrationStepContract,
  removeVehicleContract,
  renavamContract,
  requestTransferContract,
  selectVehicleContract,
  vehicleSearchContract,
} from "./contracts";
export { ensureOwner, requireOwner } from "./server/owner";
export { lookupFromQuery } from "./server/vehicle-lookup";
export { vehicleLookupLimit } from "./server/vehicle-lookup-limit";
export { vinCheckLimit } from "./server/vin-check-limit";
export {
  addVehicle,
  ownsVehicles,
  recordMileage,
  removeVehicle,
  searchVehicle,
  selectVehicle,
  setNickname,
  setRenavam,
} from "./server/vehicle-service";
export { raiseMileage, recordRevisionReading, registryCarOf } from "./server/service-history";
export { decideTransfer, requestTransfer } from "./server/vehicle-transfers";
export {
  sendTransferMailsNow,
  startTransferMailWorker,
  tellGarageClaimsReleased,
} from "./server/transfer-mail";
export {
  dealersNear,
  favouriteDealer,
  searchDealers,
  setFavouriteDealer,
} from "./server/dealer-choice";
export {
  completeRegistration,
  registrationState,
  saveRegistrationStep,
} from "./server/registration";
export { garagePageData } from "./server/garage-page-data";
export { paintedSideView } from "./server/vehicle-picture";
export { GaragePage } from "./components/garage-page";
export { VehicleView } from "./components/vehicle-view";
export { OpenRecallsAlert } from "./components/open-recalls-alert";
export { RegisterStepper } from "./components/register-stepper";
export { OwnerDataSummary, type OwnerData } from "./components/owner-data-summary";
export { DealerChangePage } from "./components/dealer-change-page";
export { garageHeadingId, parseGarageView } from "./components/garage-views";
export { startTransferDeadlines, sweepTransferDeadlines } from "./server/transfer-deadlines";
export { startRevisionReminders } from "./server/revision-reminders";
export { startRevisionReminderMailWorker } from "./server/revision-reminder-mail";
