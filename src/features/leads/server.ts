import "server-only";
export {
  createLeadContract,
  dealerLeadContract,
  dealerLeadsContract,
  dealerTokenContract,
  issueDealerCredentialsContract,
} from "./contracts";
export { leadSubmission } from "./server/lead-submission";
export { getDealerLead, listDealerLeads } from "./server/dealer-leads";
export {
  authenticateDealerClient,
  grantDealerToken,
  issueDealerCredentials,
  type VerifiedDealerClient,
  whileSecretStands,
} from "./server/dealer-access";
export { deliverDueLeads } from "./server/lead-outbox";
export { startLeadOutboxWorker } from "./server/outbox-worker";
export { clientCredentialsOf } from "./server/client-credentials";
export { recentPurchaseLeadDealer } from "./server/lead-store";
export { plainAnswerQuery, purchaseBodyFromForm } from "./domain/plain-answer";
export {
  decodePlainDraft,
  encodePlainDraft,
  plainDraftCookie,
  plainDraftMaxAgeSeconds,
} from "./domain/plain-draft";
export { requestPlainDraft } from "./server/plain-draft-cookie";
