import { describe, expect, it } from "vitest";
import { decodePlainDraft, encodePlainDraft } from "./plain-draft";

const sent = new URLSearchParams({
  offerId: "12",
  name: "Joana D'Ávila",
  email: "joana@exemplo.com.br",
  phone: "(11) 98765-4321",
  cpf: "529.982.247-26",
  preferredContact: "2",
  dealerCode: "0123",
  consent: "on",
  // Anything the form does not have is not kept.
  simulation: "x",
});

describe("what a refused plain purchase intention keeps of what was typed", () => {
  it("brings back each field as typed, with the ticked consent and the chosen contact", () => {
    expect(decodePlainDraft(encodePlainDraft(sent))).toEqual({
      name: "Joana D'Ávila",
      email: "joana@exemplo.com.br",
      phone: "(11) 98765-4321",
      cpf: "529.982.247-26",
      preferredContact: 2,
      dealerCode: "0123",
      consent: true,
    });
  });

  it("keeps no field that was left empty, an unticked box, and no contact we do not offer", () => {
    const form = new URLSearchParams({ name: "Ana Lima", cpf: "", preferredContact: "9" });
    expect(decodePlainDraft(encodePlainDraft(form))).toEqual({ name: "Ana Lima", consent: false });
  });

  it("cuts a value far beyond what the API takes, so the cookie stays small", () => {
    const form = new URLSearchParams({ name: "a".repeat(5000), email: "b".repeat(5000) });
    const value = encodePlainDraft(form);
    expect(encodeURIComponent(value).length).toBeLessThan(1024);
    expect(decodePlainDraft(value)?.name).toHaveLength(200);
  });

  it("stays under the browsers' 4 kB however the values grow once percent-encoded", () => {
    const form = new URLSearchParams({
      name: "€".repeat(200),
      email: "€".repeat(300),
      phone: "(11) 98765-4321",
      consent: "on",
    });
    const value = encodeURIComponent(encodePlainDraft(form));
    expect(value.length).toBeLessThanOrEqual(3000);
    // The longest values go first; what fits is still kept.
    expect(decodePlainDraft(encodePlainDraft(form))).toMatchObject({
      phone: "(11) 98765-4321",
      consent: true,
    });
  });

  it("reads nothing from a value it did not write", () => {
    expect(decodePlainDraft(undefined)).toBeUndefined();
    expect(decodePlainDraft("not json")).toBeUndefined();
    expect(decodePlainDraft("[1,2]")).toBeUndefined();
    expect(decodePlainDraft("null")).toBeUndefined();
    expect(decodePlainDraft(`{"name":"${"x".repeat(3000)}"}`)).toBeUndefined();
    // Types it does not expect are dropped field by field.
    expect(decodePlainDraft('{"name":7,"email":"e@x.com","consent":"yes"}')).toEqual({
      email: "e@x.com",
      consent: false,
    });
  });
});
