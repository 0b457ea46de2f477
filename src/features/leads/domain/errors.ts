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

/** The lead names a dealer the network does not have. */
export class UnknownLeadDealerError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(leadTexts.errors.unknownDealer, onField("dealerCode", leadTexts.errors.unknownDealer));
  }
}

/** Credentials are asked for a dealer the network does not have. */
export class UnknownDealerError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(leadTexts.errors.unknownDealer);
  }
}

/** No lead of this dealer has the protocol (another dealer's lead reads the same). */
export class UnknownDealerLeadError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(leadTexts.errors.leadNotFound);
  }
}
