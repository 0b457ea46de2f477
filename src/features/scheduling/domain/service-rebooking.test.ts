import { describe, expect, it } from "vitest";
import { liveBookingOfService } from "./service-rebooking";

const now = new Date("2026-11-26T12:00:00Z");
const names: Record<string, string> = {
  ALINHAMENTO: "Alinhamento e balanceamento",
  PALHETAS: "Palhetas do limpador",
  "REVISAO-4": "4ª revisão",
};
const booking = (
  status: "held" | "confirmed" | "cancelled",
  startsAt: string,
  codes: string[],
) => ({ status, startsAt, services: codes.map((code) => ({ code, name: names[code] ?? code })) });

describe("an additional service booked once per vehicle", () => {
  it.each([
    [
      "a confirmed booking still to come",
      booking("confirmed", "2026-12-01T12:00:00Z", ["REVISAO-4", "ALINHAMENTO"]),
      true,
    ],
    ["a cancelled booking", booking("cancelled", "2026-12-01T12:00:00Z", ["ALINHAMENTO"]), false],
    [
      "a booking already past",
      booking("confirmed", "2026-11-20T12:00:00Z", ["ALINHAMENTO"]),
      false,
    ],
    ["another service", booking("confirmed", "2026-12-01T12:00:00Z", ["PALHETAS"]), false],
    ["a slot only held", booking("held", "2026-12-01T12:00:00Z", ["ALINHAMENTO"]), false],
  ])("%s blocks a second alignment: %s", (_, existing, blocks) => {
    expect(liveBookingOfService([existing], ["ALINHAMENTO"], now) !== undefined).toBe(blocks);
  });

  it("names the service and the soonest booking that has it", () => {
    const later = booking("confirmed", "2026-12-20T12:00:00Z", ["ALINHAMENTO", "PALHETAS"]);
    const sooner = booking("confirmed", "2026-12-05T12:00:00Z", ["PALHETAS"]);
    const found = liveBookingOfService([later, sooner], ["ALINHAMENTO", "PALHETAS"], now);
    expect(found?.booking).toBe(sooner);
    expect(found?.service).toEqual({ code: "PALHETAS", name: "Palhetas do limpador" });
  });

  it("finds nothing when no service is chosen", () => {
    const existing = booking("confirmed", "2026-12-01T12:00:00Z", ["ALINHAMENTO"]);
    expect(liveBookingOfService([existing], [], now)).toBeUndefined();
  });
});
