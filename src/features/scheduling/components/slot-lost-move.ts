import { bookingCartReducer, type BookingCart } from "../domain/booking-cart";
import { flowSteps, type FlowType } from "../domain/flows";
import type { SavedBooking } from "./saved-booking";
import type { LostSlot } from "./wizard-types";

/**
 * Where a time lost at the confirmation takes the owner: the slot step of the wizard shown, or,
 * for a booking resumed at its review (whose flow has no slot step), the booking's own flow
 * reopened there, its cart saved without the lost time and with why it was lost. Staying on the
 * review would only have the same time refused again.
 */
export type SlotLostMove =
  { to: "step"; step: number } | { to: "flow"; href: string; booking: SavedBooking };

export function slotLostMove({
  flow,
  resumed,
  cart,
  lost,
}: {
  flow: FlowType;
  resumed: Pick<SavedBooking, "flow"> | undefined;
  cart: BookingCart;
  lost: LostSlot;
}): SlotLostMove | null {
  const bookingFlow = resumed?.flow ?? flow;
  const slotIndex = flowSteps[bookingFlow].indexOf("slot");
  if (slotIndex === -1) return null;
  if (!resumed) return { to: "step", step: slotIndex + 1 };
  return {
    to: "flow",
    href: `/agendamento/servicos?flow=${bookingFlow}`,
    booking: {
      flow: bookingFlow,
      cart: bookingCartReducer(cart, { type: "setScheduleConfig", scheduleConfig: null }),
      // The steps before the time stay confirmed; those after it wait for the new time's "Continuar".
      confirmedStep: slotIndex,
      lostSlot: lost,
    },
  };
}
