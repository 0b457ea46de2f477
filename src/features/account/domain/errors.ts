import { DomainError } from "@/lib/domain-error";
import { accountTexts } from "../texts";

/** The owner accepted a version of the Terms of Use that is no longer the current one. */
export class TermsChangedError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(accountTexts.errors.termsChanged);
  }
}
