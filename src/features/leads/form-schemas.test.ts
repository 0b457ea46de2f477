import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valibotVerdict, zodVerdict } from "../../../tests/support/schema-parity";
import { leadContactFormSchema } from "./form-schemas";
import { leadContactSchema } from "./domain/lead-schema";

// Values a shopper (or a script) can put in each field: valid ones, near misses and noise.
const field = (...samples: fc.Arbitrary<unknown>[]) => fc.oneof(...samples);
const contact = fc.record(
  {
    name: field(
      fc.constantFrom(
        "Maria da Silva",
        "  José  Souza ",
        "Maria",
        "Ana\tLima",
        "ab c",
        "x".repeat(121),
      ),
      fc.string({ maxLength: 130 }),
      fc.integer(),
    ),
    email: field(
      fc.constantFrom(
        " Maria@Exemplo.com.br ",
        "maria@",
        "o'neil@exemplo.com",
        ".a@b.co",
        "a..b@c.com",
      ),
      fc.emailAddress(),
      fc.string({ maxLength: 40 }),
      fc.constant(`${"a".repeat(250)}@exemplo.com`),
    ),
    phone: field(
      fc.constantFrom("(11) 91234-5678", "(11) 1234-5678", "11912345678", "(00) 91234-5678"),
      fc.string({ maxLength: 20 }),
    ),
    cpf: field(
      fc.constantFrom("", "...-", "529.982.247-25", "529.982.247-26", "111.111.111-11"),
      fc.string({ maxLength: 14 }),
      fc.constant(undefined),
    ),
    preferredContact: field(
      fc.constantFrom("1", "2", "3", "4", "0", " 2 ", "", 1, 3, 2.5, null, true),
      fc.string({ maxLength: 3 }),
      fc.integer({ min: -5, max: 5 }),
    ),
    dealerCode: field(
      fc.constantFrom("SP001", " SP001 ", "", "   ", "x".repeat(41)),
      fc.string({ maxLength: 45 }),
    ),
    consent: field(fc.boolean(), fc.constantFrom("true", 1, null)),
  },
  { requiredKeys: [] },
);

describe("the offer page's contact form and the leads API", () => {
  it("accept, normalise and refuse the same contacts with the same messages", () => {
    fc.assert(
      fc.property(contact, (input) => {
        expect(valibotVerdict(leadContactFormSchema, input)).toEqual(
          zodVerdict(leadContactSchema, input),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("agree on a complete contact, normalised", () => {
    const input = {
      name: " Maria da Silva ",
      email: "Maria@Exemplo.com.br",
      phone: "(11) 91234-5678",
      cpf: "529.982.247-25",
      preferredContact: "3",
      dealerCode: "SP001",
      consent: true,
    };
    const expected = {
      ...input,
      name: "Maria da Silva",
      email: "maria@exemplo.com.br",
      preferredContact: 3,
    };
    expect(valibotVerdict(leadContactFormSchema, input)).toEqual({ output: expected });
    expect(zodVerdict(leadContactSchema, input)).toEqual({ output: expected });
  });

  it("refuse WhatsApp for a landline on the phone field, and accept it for a call", () => {
    const landline = {
      name: "Maria da Silva",
      email: "maria@exemplo.com.br",
      phone: "(21) 3456-7890",
      preferredContact: "3",
      dealerCode: "SP001",
      consent: true,
    };
    const refused = {
      messages: { phone: "Para contato por WhatsApp, informe um celular com DDD." },
    };
    expect(valibotVerdict(leadContactFormSchema, landline)).toEqual(refused);
    expect(zodVerdict(leadContactSchema, landline)).toEqual(refused);
    for (const preferredContact of ["1", "2"]) {
      const accepted = valibotVerdict(leadContactFormSchema, { ...landline, preferredContact });
      expect(accepted).toHaveProperty("output");
      expect(zodVerdict(leadContactSchema, { ...landline, preferredContact })).toEqual(accepted);
    }
  });
});
