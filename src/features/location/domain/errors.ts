import { DomainError } from "@/lib/domain-error";
import { locationTexts } from "../texts";

/** No place of Brazil matches the text or the coordinates. */
export class NoPlaceFoundError extends DomainError {
  readonly kind = "notFound";
  constructor() {
    super(locationTexts.errors.placeNotFound);
  }
}
