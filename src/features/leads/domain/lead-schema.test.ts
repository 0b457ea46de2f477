import { describe, expect, it } from "vitest";
import { leadContactSchema } from "./lead-schema";
import { leadProtocol } from "./protocol";

const valid = {
  name: "Maria da Silva",
  email: "Maria@Exemplo.com.br",
  phone: "(11) 91234-5678",
  cpf: "",
  preferredContact: "3",
  dealerCode: "SP001",
  consent: true,
};

describe("lead contact schema", () => {
  it("accepts a complete contact and normalises it", () => {
    const parsed = leadContactSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "maria@exemplo.com.br", preferredContact: 3 });
  });

  it.each(["Maria D'Ávila", "José Souza-Lima Jr.", "Ana  Lúcia"])("accepts the name %s", (name) => {
    expect(leadContactSchema.safeParse({ ...valid, name }).success).toBe(true);
  });

  it.each([
    ["name", { name: "Maria" }, "Informe seu nome completo."],
    ["name", { name: "123 456" }, "Use apenas letras no nome."],
    ["name", { name: "😀 😀" }, "Use apenas letras no nome."],
    ["name", { name: `Maria ${"a".repeat(120)}` }, "O nome tem no máximo 120 caracteres."],
    ["email", { email: "maria@" }, "Informe um e-mail válido, como nome@exemplo.com.br."],
    ["phone", { phone: "(11) 1234-5678" }, "Informe um telefone válido com DDD."],
    ["cpf", { cpf: "529.982.247-26" }, "CPF inválido. Confira os números."],
    ["preferredContact", { preferredContact: "4" }, "Escolha como prefere ser contatado."],
    ["consent", { consent: false }, "É preciso aceitar os termos para enviar."],
  ])("refuses a bad %s with its message", (field, change, message) => {
    const result = leadContactSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((item) => item.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe("lead protocol", () => {
  it("dates the protocol in São Paulo time", () => {
    const protocol = leadProtocol(new Date("2026-11-24T01:30:00Z"), (size) =>
      new Uint8Array(size).fill(33),
    );
    expect(protocol).toBe("VW-261123-111111");
  });
});
