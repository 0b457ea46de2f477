import { describe, expect, it } from "vitest";
import { schedulingTexts } from "../texts";
import { lostSlotOf } from "./lost-slot";

const refusal = (status: number, extra: { fields?: Record<string, string> } = {}) => ({
  status,
  message: "Recusado.",
  fields: extra.fields ?? {},
  details: {},
});

describe("lostSlotOf", () => {
  it("sends a held time refused as too soon back to the slot step, saying its reservation ended", () => {
    const tooSoon = refusal(422, {
      fields: { startsAt: "Agende com pelo menos 2 horas de antecedência." },
    });
    expect(lostSlotOf(tooSoon, true, undefined)).toEqual({
      message: "O tempo de reserva do horário acabou. Escolha um horário novamente.",
    });
    expect(schedulingTexts.errors.holdExpired).toBe(
      "O tempo de reserva do horário acabou. Escolha um horário novamente.",
    );
  });

  it("names the refusal itself for a time that was never held", () => {
    const past = refusal(422, {
      fields: { startsAt: "Esta data ou horário já passou. Escolha um horário futuro." },
    });
    expect(lostSlotOf(past, false, undefined)).toEqual({
      message: "Esta data ou horário já passou. Escolha um horário futuro.",
    });
  });

  it("sends a time taken meanwhile back, and keeps the owner on a revision already booked", () => {
    expect(lostSlotOf(refusal(409), true, undefined)).toMatchObject({ message: "Recusado." });
    expect(lostSlotOf(refusal(409), true, "/agendamento/servicos/confirmacao?id=x")).toBeNull();
  });

  it("keeps the owner on the review for a refusal of anything else", () => {
    expect(
      lostSlotOf(refusal(422, { fields: { phone: "Telefone." } }), true, undefined),
    ).toBeNull();
    expect(lostSlotOf(refusal(0), true, undefined)).toBeNull();
  });
});
