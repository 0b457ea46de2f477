import type { DomainError } from "../domain-error";
import { type ApiError, apiErrors } from "./api-error";

/** The one place where a feature's refusal becomes an HTTP answer. */
export function apiErrorFromRefusal(refusal: DomainError): ApiError {
  switch (refusal.kind) {
    case "invalid":
      return apiErrors.validation(refusal.message, refusal.fields);
    case "notFound":
      return apiErrors.notFound(refusal.message);
    case "forbidden":
      return apiErrors.forbidden(refusal.message);
    case "conflict":
      return apiErrors.conflict(refusal.message, refusal.details);
    case "unprocessable":
      return apiErrors.unprocessable(refusal.message, refusal.fields);
  }
}
