import "server-only";
export {
  createLeadContract,
  dealerLeadContract,
  dealerLeadsContract,
  dealerTokenContract,
  issueDealerCredentialsContract,
} from "./contracts";
export { submitLead } from "./server/submit-lead";
export { getDealerLead, listDealerLeads } from "./server/dealer-leads";
export {
  authenticateDealerClient,
  grantDealerToken,
  issueDealerCredentials,
  requireDealer,
} from "./server/dealer-access";
export { deliverDueLeads } from "./server/lead-outbox";
export { startLeadOutboxWorker } from "./server/outbox-worker";
export { leadLimits } from "./server/lead-limits";
export { clientCredentialsOf } from "./server/client-credentials";
export { recentPurchaseLeadDealer } from "./server/lead-store";
export { plainAnswerQuery, purchaseBodyFromForm } from "./domain/plain-answer";
