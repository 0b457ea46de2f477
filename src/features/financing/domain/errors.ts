import { DomainError } from "@/lib/domain-error";
import { financingTexts } from "../texts";

/** The simulation names an offer that cannot be financed (unknown or ended). */
export class UnknownFinancedOfferError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(financingTexts.errors.unknownOffer, { offerId: financingTexts.errors.unknownOffer });
  }
}

/** The rate table refuses the simulation: each field with what is wrong with it. */
export class InvalidSimulationError extends DomainError {
  readonly kind = "unprocessable";
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? financingTexts.errors.noRate, fields);
  }
}
