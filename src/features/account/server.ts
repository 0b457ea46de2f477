export {
  accountContract,
  accountDeleteContract,
  accountExportContract,
  accountUpdateContract,
  emailChangeContract,
  emailConfirmationContract,
  passwordChangeContract,
  termsAcceptanceContract,
  termsContract,
} from "./contracts";
export {
  acceptCurrentTerms,
  deleteAccount,
  exportAccountData,
  getAccount,
  updateAccount,
} from "./server/account-service";
export { identityAccounts } from "./server/identity-accounts";
export { ownerRecords } from "./server/owner-records";
export { AccountDeletedNotice } from "./components/account-deleted-notice";
