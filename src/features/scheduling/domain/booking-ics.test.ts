import { describe, expect, it } from "vitest";
import { bookingIcs } from "./booking-ics";

describe("bookingIcs", () => {
  it("writes an event in UTC with the protocol and a reminder", () => {
    const text = bookingIcs({
      protocol: "AG261124ABC123",
      startsAt: "2026-11-24T11:00:00.000Z",
      endsAt: "2026-11-24T11:30:00.000Z",
      dealerName: "Aliança Veículos",
      dealerAddress: "Av. Paulista, 100 - São Paulo/SP",
      services: ["1ª revisão"],
      total: "R$ 689,90",
    });
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toContain("DTSTART:20261124T110000Z");
    expect(text).toContain("DTEND:20261124T113000Z");
    expect(text).toContain("UID:AG261124ABC123@agendamento.vw.com.br");
    expect(text).toContain("BEGIN:VALARM");
  });
});
