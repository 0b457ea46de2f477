import "server-only";
export {
  recallByVinContract,
  recallCampaignContract,
  recallCoverageContract,
  recallTokenContract,
} from "./contracts";
export { grantRecallToken, requireRecallToken } from "./server/recall-api-access";
export {
  campaignByNumber,
  campaignCoversVehicle,
  campaignList,
  checkVin,
  ownerRecallStatus,
  recallByVin,
} from "./server/recall-service";
export { RecallPage } from "./components/recall-page";
export { recallLookupLimit } from "./server/recall-limits";
