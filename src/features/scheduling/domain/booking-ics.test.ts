import { describe, expect, it } from "vitest";
import { bookingIcs } from "./booking-ics";

describe("bookingIcs", () => {
  const booking = {
    protocol: "AG261124ABC123",
    startsAt: "2026-11-24T11:00:00.000Z",
    endsAt: "2026-11-24T11:30:00.000Z",
    dealerName: "Aliança Veículos",
    dealerAddress: "Av. Paulista, 100 - São Paulo/SP",
    services: ["1ª revisão"],
    total: "R$ 689,90",
  };
  it("writes an event in UTC with the protocol and a reminder", () => {
    const text = bookingIcs({ ...booking, cancelled: false });
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("DTSTART:20261124T110000Z");
    expect(text).toContain("DTEND:20261124T113000Z");
    expect(text).toContain("UID:AG261124ABC123@agendamento.vw.com.br");
    expect(text).toContain("BEGIN:VALARM");
  });

  const sequenceOf = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)?.[1]);

  it("gives a later file of the same booking a higher sequence, so calendars take the new time", () => {
    const first = bookingIcs({ ...booking, cancelled: false }, new Date("2026-11-20T10:00:00Z"));
    const moved = bookingIcs(
      {
        ...booking,
        startsAt: "2026-11-25T11:00:00.000Z",
        endsAt: "2026-11-25T11:30:00.000Z",
        cancelled: false,
      },
      new Date("2026-11-20T10:00:01Z"),
    );
    expect(first).toContain("METHOD:PUBLISH");
    expect(sequenceOf(moved)).toBeGreaterThan(sequenceOf(first));
    expect(sequenceOf(moved)).toBeLessThanOrEqual(2147483647);
  });

  it("writes a cancellation that removes the event and its reminder", () => {
    const text = bookingIcs({ ...booking, cancelled: true });
    expect(text).toContain("METHOD:CANCEL");
    expect(text).toContain("STATUS:CANCELLED");
    expect(text).toContain("UID:AG261124ABC123@agendamento.vw.com.br");
    expect(text).not.toContain("BEGIN:VALARM");
  });
});
