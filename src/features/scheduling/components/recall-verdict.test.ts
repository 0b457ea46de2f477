import { describe, expect, it } from "vitest";
import { recallVerdict } from "./recall-verdict";

const offline = "Sem conexão. Verifique sua internet e tente novamente.";

describe("recallVerdict", () => {
  it("keeps a check that got no answer apart from a refusal, so it can be asked again", () => {
    const reply = {
      ok: false as const,
      error: { status: 0, code: "NETWORK", message: offline, fields: {}, details: {} },
    };
    expect(recallVerdict(reply)).toEqual({ failed: offline });
  });

  it("refuses a campaign that does not cover the vehicle, or whose repair was done", () => {
    expect(recallVerdict({ ok: true, status: 200, data: { covered: false } })).toEqual({
      refused:
        "Esta campanha de recall não existe ou não cobre este veículo. Confira o número e os veículos envolvidos na página Recall.",
    });
    expect(
      recallVerdict({ ok: true, status: 200, data: { covered: false, repairedOn: "2026-03-10" } }),
    ).toEqual({
      refused:
        "O reparo desta campanha de recall já foi feito neste veículo em 10/03/2026. Não há outro a agendar.",
    });
  });

  it("takes a covering campaign", () => {
    expect(recallVerdict({ ok: true, status: 200, data: { covered: true } })).toBe("covered");
  });
});
