import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";

const contact = (phone: string) => ({
  name: "Ana Souza",
  email: "ana@exemplo.com.br",
  phone,
  preference: 3,
});

describe("the booking's contact", () => {
  it("takes a mobile number with its area code, however it is typed", () => {
    for (const phone of [
      "(11) 91234-5678",
      "11912345678",
      "11 9 1234 5678",
      "+55 (11) 91234-5678",
      "5511912345678",
      "0 11 91234-5678",
    ]) {
      expect(contactSchema.safeParse(contact(phone)).data?.phone, phone).toBe("11912345678");
    }
  });

  it("refuses a landline, a number without its area code and an area code not in use", () => {
    for (const phone of [
      "(11) 3456-7890",
      "+55 11 3456-7890",
      "912345678",
      "(01) 91234-5678",
      "(23) 91234-5678",
      "0 29 91234-5678",
      "",
    ]) {
      const parsed = contactSchema.safeParse(contact(phone));
      expect(parsed.success, phone).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        "Informe um celular válido com DDD, como (11) 91234-5678.",
      );
    }
  });
});
