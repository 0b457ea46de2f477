import { DomainError } from "@/lib/domain-error";
import { errorTexts } from "../texts/errors";
import { validationTexts } from "../texts/validation";
import { maxVehiclesPerOwner } from "./garage-limit";

const texts = errorTexts;

/** No vehicle of the registry has this id, chassi or plate. */
export class UnknownVehicleError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(texts.notFound);
  }
}

/** The vehicle is not in the caller's garage (another owner's vehicle reads the same). */
export class VehicleNotInGarageError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(texts.notInGarage);
  }
}

/** Another owner holds the vehicle: the caller may ask for a transfer instead. */
export class VehicleInAnotherGarageError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(texts.inAnotherGarage);
  }
}

/** A RENAVAM names one vehicle: another vehicle of the registry already has this one. */
export class RenavamTakenError extends DomainError {
  // Answered at the field, as the form shows it: a 422 carries the field's message.
  readonly kind = "unprocessable";
  constructor() {
    super(texts.renavamTaken, { renavam: texts.renavamTaken });
  }
}

/** The vehicle is already in the caller's garage. */
export class VehicleAlreadyYoursError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(texts.alreadyYours);
  }
}

/** A transfer asked for a vehicle nobody holds: it is added directly instead. */
export class VehicleNotInAnotherGarageError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(texts.notInAnotherGarage);
  }
}

/**
 * The holder declined this requester's claim on the vehicle within the last day: asking again at
 * once would only mail the holder the same question again.
 */
export class TransferRecentlyDeclinedError extends DomainError {
  readonly kind = "conflict";
  constructor() {
    super(texts.transferRecentlyDeclined);
  }
}

/** No transfer request of the caller's has this id (or it was already decided). */
export class TransferNotFoundError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(texts.transferNotFound);
  }
}

/** No dealer of the network has this id or code. */
export class UnknownGarageDealerError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(texts.dealerNotFound);
  }
}

/** A reading below the last one, sent without the owner's confirmation. */
export class MileageBelowLastError extends DomainError {
  readonly kind = "unprocessable";
  constructor(lastKm: string) {
    const message = validationTexts.mileageLower(lastKm);
    super(message, { mileageKm: message });
  }
}

/** The registration ends only with a favourite dealer chosen. */
export class DealerRequiredError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(texts.dealerRequired, { dealerId: texts.dealerRequired });
  }
}

/** The owner's garage already holds the most vehicles one owner may have. */
export class GarageFullError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(texts.garageFull(maxVehiclesPerOwner));
  }
}

/** Accepting a transfer would take the requester's garage over the limit. */
export class RequesterGarageFullError extends DomainError {
  readonly kind = "unprocessable";
  constructor() {
    super(texts.requesterGarageFull(maxVehiclesPerOwner));
  }
}
