import { describe, expect, it } from "vitest";
import { leadTexts } from "../texts";
import {
  decodePlainAnswer,
  encodePlainAnswer,
  plainAnswerQuery,
  purchaseBodyFromForm,
} from "./plain-answer";

describe("the answer of a purchase intention sent without JavaScript", () => {
  it("carries the refused fields by the names of their messages, and brings the messages back", () => {
    const value = encodePlainAnswer({
      name: leadTexts.errors.nameCharacters,
      cpf: leadTexts.errors.cpf,
    });
    expect(value).toBe("name.nameCharacters,cpf.cpf");
    expect(decodePlainAnswer(value)).toEqual({
      fields: { name: leadTexts.errors.nameCharacters, cpf: leadTexts.errors.cpf },
    });
  });

  it("says a rate limit or any other failure in our words", () => {
    expect(decodePlainAnswer(encodePlainAnswer({}, "limit"))).toEqual({
      fields: {},
      failure: leadTexts.plainLimit,
    });
    // A refusal with no message of ours (a field we do not show) is a plain failure.
    expect(decodePlainAnswer(encodePlainAnswer({ offerId: "Oferta encerrada." }))).toEqual({
      fields: {},
      failure: leadTexts.failed,
    });
  });

  it("ignores what a crafted address adds", () => {
    expect(decodePlainAnswer("name.<script>,admin.name,email.name")).toEqual({
      fields: { email: leadTexts.errors.name },
    });
    expect(decodePlainAnswer("qualquer-coisa")).toBeUndefined();
    expect(decodePlainAnswer(undefined)).toBeUndefined();
  });
});

describe("the plain form's way to the API and back", () => {
  it("reads the ticked consent and the offer's number, as the API's JSON has them", () => {
    const form = new URLSearchParams(
      "offerId=12&name=Joana+Pereira&email=j%40x.com.br&phone=11987654321&cpf=&preferredContact=3&dealerCode=SP001&consent=on",
    );
    expect(purchaseBodyFromForm(form)).toEqual({
      kind: "purchase",
      offerId: 12,
      name: "Joana Pereira",
      email: "j@x.com.br",
      phone: "11987654321",
      cpf: "",
      preferredContact: "3",
      dealerCode: "SP001",
      consent: true,
    });
    expect(purchaseBodyFromForm(new URLSearchParams("name=A")).consent).toBeUndefined();
  });

  it("sends a saved lead to its protocol, and a refusal to the names of its messages", () => {
    expect(plainAnswerQuery(201, { protocol: "VW-261127-ABC123" })).toBe("pedido=VW-261127-ABC123");
    expect(plainAnswerQuery(429, { error: { message: "Muitos" } })).toBe("erro=limit");
    expect(
      plainAnswerQuery(400, { error: { fields: { consent: leadTexts.errors.consent } } }),
    ).toBe("erro=consent.consent");
    expect(plainAnswerQuery(500, {})).toBe("erro=failed");
  });
});
