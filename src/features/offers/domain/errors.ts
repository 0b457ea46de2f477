import { DomainError } from "@/lib/domain-error";
import { offersTexts } from "../texts";

/** The filters name a model the catalogue does not have: a 404 for calls, the not-found page for pages. */
export class UnknownModelError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(offersTexts.errors.unknownModel);
  }
}

/** The offer does not exist, has not started or has ended. */
export class OfferEndedError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(offersTexts.errors.offerEnded);
  }
}

/** No dealer of the network sells the offer near the shopper. */
export class NoDealerForOfferError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(offersTexts.errors.noDealer);
  }
}

/** A dealer acts on an offer it does not sell. */
export class DealerDoesNotSellOfferError extends DomainError {
  readonly kind = "forbidden";
  constructor() {
    super(offersTexts.errors.dealerDoesNotSell);
  }
}
