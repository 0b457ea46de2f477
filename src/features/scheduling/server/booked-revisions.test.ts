import { describe, expect, it } from "vitest";
import { bookedRecallsOf, bookedRevisionsOf } from "./booked-revisions";
import type { BookingView } from "./booking-view";

const now = new Date("2026-11-26T12:00:00Z");

function booking(
  id: string,
  overrides: {
    status?: BookingView["status"];
    vehicleId?: number;
    startsAt?: string;
    codes?: string[];
    timeZone?: BookingView["dealer"]["timeZone"];
  },
): BookingView {
  return {
    id,
    status: overrides.status ?? "confirmed",
    startsAt: overrides.startsAt ?? "2026-12-07T13:30:00Z",
    vehicle: { vehicleId: overrides.vehicleId ?? 7 },
    dealer: { timeZone: overrides.timeZone ?? "America/Sao_Paulo" },
    services: (overrides.codes ?? ["REVISAO-4"]).map((code) => ({
      code,
      recallCampaign: code.startsWith("RECALL-") ? code.slice("RECALL-".length) : null,
    })),
  } as unknown as BookingView;
}

describe("revisions a vehicle already has booked", () => {
  it("names the revision of a confirmed booking still to come, with its time and page", () => {
    const booked = bookedRevisionsOf(
      [booking("a", { codes: ["REVISAO-4", "ALINHAMENTO"] })],
      7,
      now,
    );
    expect(booked).toEqual({
      4: {
        when: "segunda-feira, 7 de dezembro de 2026 às 10:30 (horário de Brasília)",
        href: "/agendamento/servicos/confirmacao?id=a",
      },
    });
  });

  it("gives the time on the clock of a dealer outside Brasília time, and names it", () => {
    const booked = bookedRevisionsOf([booking("a", { timeZone: "America/Rio_Branco" })], 7, now);
    expect(booked[4]?.when).toBe(
      "segunda-feira, 7 de dezembro de 2026 às 08:30 (horário de Rio Branco)",
    );
  });

  it("leaves out cancelled, past and other vehicles' bookings, and services that are no revision", () => {
    const booked = bookedRevisionsOf(
      [
        booking("cancelled", { status: "cancelled" }),
        booking("past", { startsAt: "2026-11-20T13:30:00Z" }),
        booking("other", { vehicleId: 8 }),
        booking("repair", { codes: ["RECALL-24BX"] }),
      ],
      7,
      now,
    );
    expect(booked).toEqual({});
  });
});

describe("recall repairs a vehicle already has booked", () => {
  it("names the campaign of a confirmed repair still to come, and leaves out the rest", () => {
    const booked = bookedRecallsOf(
      [
        booking("a", { codes: ["RECALL-97AK"] }),
        booking("b", { codes: ["RECALL-24BX"], status: "cancelled" }),
        booking("c", { codes: ["RECALL-45E1"], startsAt: "2026-11-20T13:30:00Z" }),
        booking("d", { codes: ["RECALL-12CD"], vehicleId: 8 }),
        booking("e", { codes: ["REVISAO-4"] }),
      ],
      7,
      now,
    );
    expect(booked).toEqual({
      "97AK": {
        when: "segunda-feira, 7 de dezembro de 2026 às 10:30 (horário de Brasília)",
        href: "/agendamento/servicos/confirmacao?id=a",
      },
    });
  });
});
