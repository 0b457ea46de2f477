import { DomainError } from "@/lib/domain-error";
import { leadTexts } from "../texts";

const onField = (field: string, message: string) => ({ [field]: message });

/** A purchase lead names an offer that is unknown or has ended. */
export class UnknownLeadOfferError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(leadTexts.errors.unknownOffer, onField("offerId", leadTexts.errors.unknownOffer));
  }
}

/** The dealer chosen in the form does not sell the offer. */
export class LeadDealerDoesNotSellError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(
      leadTexts.errors.notSellingDealer,
      onField("dealerCode", leadTexts.errors.notSellingDealer),
    );
  }
}

/** A subscription lead names a plan that does not exist. */
export class UnknownPlanError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(leadTexts.errors.unknownPlan, onField("planId", leadTexts.errors.unknownPlan));
  }
}
