import { describe, expect, it } from "vitest";
import { emailRequestRefusal } from "./email-request-refusal";

describe("where a refused code request is said", () => {
  it("says a wait between code mails beside the form, marking no field", () => {
    expect(
      emailRequestRefusal({
        status: 429,
        message: "Aguarde um minuto para pedir um novo código.",
        fields: {},
      }),
    ).toEqual({ form: "Aguarde um minuto para pedir um novo código." });
  });

  it("keeps a paused account on the current password, which the provider names", () => {
    const paused = "Muitas tentativas sem sucesso. Por segurança, aguarde 15 minutos…";
    expect(
      emailRequestRefusal({ status: 429, message: paused, fields: { currentPassword: paused } }),
    ).toEqual({ currentPassword: paused });
  });

  it("puts any other refusal without a field on the address", () => {
    expect(
      emailRequestRefusal({ status: 422, message: "Informe um e-mail válido.", fields: {} }),
    ).toEqual({ email: "Informe um e-mail válido." });
  });
});
