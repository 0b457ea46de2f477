import fc from "fast-check";
import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import { valibotVerdict, zodVerdict } from "../../../tests/support/schema-parity";
import type { z } from "zod";
import {
  accountDeletionForm,
  emailChangeForm,
  emailConfirmationForm,
  passwordChangeForm,
  profileForm,
} from "./form-schemas";
import {
  accountDeletionSchema,
  accountUpdateSchema,
  emailChangeSchema,
  emailConfirmationSchema,
  passwordChangeSchema,
} from "./schemas";
import { checkAccountForm, readAccountForm } from "./components/form-checks";
import { formatCep } from "./domain/cep";

const text = (...samples: string[]) =>
  fc.oneof(fc.constantFrom(...samples), fc.string({ maxLength: 30 }));
const long = (size: number) => fc.constant("a ".repeat(size));

const profile = fc.record({
  name: fc.oneof(text("Maria da Silva", " Ana  Lima ", "Ana", "Jo\u0000 Silva"), long(61)),
  cpf: text("529.982.247-25", "52998224725", "529.982.247-26", "111.111.111-11", ""),
  phone: text("(11) 91234-5678", "+55 11 91234-5678", "(11) 1234-5678", ""),
  address: fc.record({
    cep: fc.oneof(text("01310-100", "01310100", "0131-0100", ""), fc.constant(null)),
    street: fc.oneof(text("Av. Paulista", "", "rua\u0007"), long(61), fc.constant(null)),
    number: text("1000", "", "s/n", "S/N", "abc", "12a", " 7 "),
    complement: text("apto 12", ""),
    district: text("Bela Vista", ""),
    city: text("São Paulo", ""),
    state: text("sp", "SP", "São", "", "XX", "df", "BR"),
  }),
  contactPreference: fc.constantFrom(1, 2, 3, 4, 0),
});

const cases: [string, z.ZodType, v.GenericSchema, fc.Arbitrary<unknown>][] = [
  ["profile", accountUpdateSchema, profileForm, profile],
  [
    "e-mail",
    emailChangeSchema,
    emailChangeForm,
    fc.record({
      email: fc.oneof(
        text(" Ana@Exemplo.com.br ", "ana@", "o'neil@exemplo.com", "a..b@c.com"),
        fc.emailAddress(),
      ),
      currentPassword: fc.oneof(text("", "Fusca#1959", " "), long(65)),
    }),
  ],
  [
    "code",
    emailConfirmationSchema,
    emailConfirmationForm,
    fc.record({ code: text("123456", " 123456 ", "12345", "12a456") }),
  ],
  [
    "password",
    passwordChangeSchema,
    passwordChangeForm,
    fc.record({
      currentPassword: fc.oneof(text("", "secreta", "Senha!2026"), long(65)),
      newPassword: text("Senha!2026", "senha2026", "Sen!2", "Senha!2026\u0000", "S!1a".repeat(17)),
    }),
  ],
  [
    "deletion",
    accountDeletionSchema,
    accountDeletionForm,
    fc.record({ currentPassword: fc.oneof(text("", "Fusca#1959"), long(65)) }),
  ],
];

describe("the forms of Minha conta and the account API", () => {
  for (const [name, zodSchema, valibotSchema, inputs] of cases) {
    it(`${name}: the same verdict, value and message`, () => {
      fc.assert(
        fc.property(inputs, (input) => {
          expect(valibotVerdict(valibotSchema, input)).toEqual(zodVerdict(zodSchema, input));
        }),
        { numRuns: 1500 },
      );
    });
  }

  it("password: the new one must differ from the current one, said on the new one's field", () => {
    const same = { currentPassword: "Senha!2026", newPassword: "Senha!2026" };
    const refused = checkAccountForm("passwordChange", same);
    expect(refused).toEqual({
      ok: false,
      fields: { newPassword: "A nova senha deve ser diferente da atual." },
      message: "A nova senha deve ser diferente da atual.",
    });
    expect(passwordChangeSchema.safeParse(same).error?.issues).toMatchObject([
      { path: ["newPassword"], message: "A nova senha deve ser diferente da atual." },
    ]);
    expect(checkAccountForm("passwordChange", { ...same, newPassword: "Senha!2027" }).ok).toBe(
      true,
    );
  });

  it("address: a Brazilian state's code and a number in digits or S/N, refused by the API too", () => {
    const base = {
      name: "Maria da Silva",
      cpf: "529.982.247-25",
      phone: "(11) 91234-5678",
      contactPreference: 1,
    };
    const refused = accountUpdateSchema.safeParse({
      ...base,
      address: {
        cep: "01310-100",
        street: "Av. Paulista",
        number: "abc",
        city: "São Paulo",
        state: "XX",
      },
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(
      (refused.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      "address.number":
        "Informe o número com algarismos, como 123 ou 123A, ou S/N para endereço sem número.",
      "address.state": "Informe a sigla de um estado brasileiro, como SP, RJ ou DF.",
    });
    const accepted = accountUpdateSchema.parse({
      ...base,
      address: {
        cep: "99999-999",
        street: "Rua Sem Nome",
        number: "s/n",
        city: "Brasília",
        state: "df",
      },
    });
    expect(accepted.address).toMatchObject({ cep: "99999999", number: "S/N", state: "DF" });
    expect(accountUpdateSchema.parse({ ...base, address: { number: "1000" } }).address.number).toBe(
      "1000",
    );
    // The numbers the Correios deliver to: a house split in two, a road's kilometre.
    for (const [typed, stored] of [
      ["123a", "123A"],
      ["1500-B", "1500-B"],
      ["km 12,5", "Km 12,5"],
      ["KM12", "Km 12"],
    ]) {
      expect(
        accountUpdateSchema.parse({ ...base, address: { number: typed } }).address.number,
      ).toBe(stored);
    }
    for (const typed of ["abc", "123AB", "1234567", "12/3"]) {
      expect(accountUpdateSchema.safeParse({ ...base, address: { number: typed } }).success).toBe(
        false,
      );
    }
  });

  it("a CEP asks for the street, the number and the city, which the CEP table may not give", () => {
    const base = {
      name: "Maria da Silva",
      cpf: "529.982.247-25",
      phone: "(11) 91234-5678",
      contactPreference: 1,
    };
    const asked = {
      "address.street": "Com o CEP, informe também a rua ou avenida.",
      "address.number": "Com o CEP, informe também o número, ou S/N para endereço sem número.",
      "address.city": "Com o CEP, informe também a cidade.",
    };
    const withCep = { ...base, address: { cep: "01310100", street: " ", number: "", city: "" } };
    expect(zodVerdict(accountUpdateSchema, withCep)).toEqual({ messages: asked });
    expect(valibotVerdict(profileForm, withCep)).toEqual({ messages: asked });
    // Without a CEP the address stays optional, as before.
    expect(accountUpdateSchema.safeParse({ ...base, address: { street: "" } }).success).toBe(true);
    const full = {
      ...base,
      address: { cep: "01310100", street: "Av. Paulista", number: "1000", city: "São Paulo" },
    };
    expect(accountUpdateSchema.parse(full).address).toMatchObject({ cep: "01310100" });
  });

  it("a CEP is written as the Correios write it while it is typed", () => {
    expect(
      ["0", "01310", "013101", "01310100", "01310-100", "01310-1000", "0131a0100"].map(formatCep),
    ).toEqual(["0", "01310", "01310-1", "01310-100", "01310-100", "01310-100", "01310-100"]);
  });

  it("a form's fields are read as its schema and the API take them", () => {
    const form = new FormData();
    const fields: [string, string][] = [
      ["name", "Maria da Silva"],
      ["cpf", "529.982.247-25"],
      ["phone", "(11) 91234-5678"],
      ["address.cep", "01310-100"],
      ["address.street", "Av. Paulista"],
      ["address.number", "1000"],
      ["address.complement", ""],
      ["address.district", "Bela Vista"],
      ["address.city", "São Paulo"],
      ["address.state", "SP"],
      ["contactPreference", "3"],
    ];
    for (const [name, value] of fields) form.append(name, value);
    const input = {
      name: "Maria da Silva",
      cpf: "529.982.247-25",
      phone: "(11) 91234-5678",
      address: {
        cep: "01310-100",
        street: "Av. Paulista",
        number: "1000",
        complement: "",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
      },
      contactPreference: 3,
    };
    expect(readAccountForm(form)).toEqual(input);
    // Accepted, the input is sent as typed: the API takes it as the form's schema does.
    const checked = checkAccountForm("profile", readAccountForm(form));
    expect(checked).toMatchObject({ ok: true, input });
    expect(accountUpdateSchema.safeParse(checked.ok ? checked.input : undefined).success).toBe(
      true,
    );
  });
});
