import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyCart, type BookingCart } from "../domain/booking-cart";
import { flowSteps } from "../domain/flows";
import { resumeStep } from "../domain/wizard-progress";
import { savedBookingKey } from "./saved-booking";
import { savedLostSlot } from "./saved-booking-replay";
import { slotLostMove } from "./slot-lost-move";

const heldCart: BookingCart = {
  ...emptyCart,
  contactData: { name: "Ana", email: "ana@exemplo.com.br", phone: "11912345678", preference: 1 },
  scheduleConfig: {
    consultantId: 1,
    consultantName: "Ana Souza",
    consultantDocumentNumber: "12345678900",
    dealerCode: "10000",
    createDate: "2026-12-07T09:00:00.000Z",
    startDate: "2026-12-07T11:00:00.000Z",
    endDate: "2026-12-07T11:30:00.000Z",
    shift: "Manhã",
  },
  scheduledDate: "2026-12-07T11:00:00.000Z",
};

const tooSoon = {
  message: "Agende com pelo menos 2 horas de antecedência.",
  startDate: "2026-12-07T11:00:00.000Z",
};

describe("slotLostMove", () => {
  it("sends a booking of the wizard's own flow to its slot step", () => {
    expect(
      slotLostMove({
        flow: "additional_services",
        resumed: undefined,
        cart: heldCart,
        lost: tooSoon,
      }),
    ).toEqual({ to: "step", step: 5 });
  });

  it("reopens a resumed review's own flow without the lost time, saying why", () => {
    const move = slotLostMove({
      flow: "schedule_resume",
      resumed: { flow: "periodic_revision" },
      cart: heldCart,
      lost: tooSoon,
    });
    expect(move).toMatchObject({
      to: "flow",
      href: "/agendamento/servicos?flow=periodic_revision",
      booking: { flow: "periodic_revision", lostSlot: tooSoon },
    });
    if (move?.to !== "flow") throw new Error("expected the flow to reopen");
    expect(move.booking.cart.scheduleConfig).toBeNull();
    expect(move.booking.cart.scheduledDate).toBeNull();
    expect(move.booking.cart.contactData).toEqual(heldCart.contactData);
    // The reopened wizard resumes at the first step left to fill in: the time, not the review.
    const steps = flowSteps.periodic_revision;
    const slot = steps.indexOf("slot");
    expect(resumeStep(steps.length, slot, move.booking.confirmedStep ?? 0)).toBe(slot + 1);
  });

  it("leaves a flow without a time where it is", () => {
    expect(
      slotLostMove({
        flow: "correction_revision",
        resumed: undefined,
        cart: heldCart,
        lost: tooSoon,
      }),
    ).toBeNull();
  });
});

describe("savedLostSlot", () => {
  afterEach(() => vi.unstubAllGlobals());

  const tabWith = (saved: unknown) => {
    const storage = new Map<string, string>([[savedBookingKey, JSON.stringify(saved)]]);
    vi.stubGlobal("window", { sessionStorage: { getItem: (key: string) => storage.get(key) } });
  };

  it("reads back why the saved booking's time was lost", () => {
    tabWith({ flow: "recall", cart: emptyCart, lostSlot: tooSoon });
    expect(savedLostSlot()).toEqual(tooSoon);
  });

  it("is null for a booking saved without one, or with a malformed one", () => {
    tabWith({ flow: "recall", cart: emptyCart });
    expect(savedLostSlot()).toBeNull();
    tabWith({ flow: "recall", cart: emptyCart, lostSlot: { message: 3 } });
    expect(savedLostSlot()).toBeNull();
  });
});
