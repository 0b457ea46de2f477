import type { ApiFailure } from "@/lib/api-client/api-result";
import { freeSlotsOf } from "../endpoints";
import { schedulingTexts as t } from "../texts";
import type { LostSlot } from "./wizard-types";

/**
 * Whether a refused confirmation lost the booking's time, and what the slot step then says: taken
 * meanwhile (409, with the day's free times), or refused for itself (422 on `startsAt`: its hold
 * ran out and the time is now too soon, or past), where the review's button would only be refused
 * again. The same revision booked twice (`existing`) is no lost time: the owner stays, with its link.
 */
export function lostSlotOf(
  error: Pick<ApiFailure, "status" | "message" | "fields" | "details">,
  held: boolean,
  existing: string | undefined,
): Omit<LostSlot, "startDate"> | null {
  if (error.status === 409 && !existing) {
    return { message: error.message, freeSlots: freeSlotsOf(error.details) };
  }
  const refused = error.status === 422 ? error.fields.startsAt : undefined;
  if (refused) return { message: held ? t.errors.holdExpired : refused };
  return null;
}
