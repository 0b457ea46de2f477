import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error";
import { parseInput } from "./validation";

function refusedFields(schema: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseInput(schema, input, "teste");
  } catch (error) {
    if (error instanceof ApiError) return error.fields ?? {};
    throw error;
  }
  throw new Error("the input was accepted");
}

const booking = z
  .object({
    name: z.string().trim().min(1).max(64),
    note: z.string().min(10).optional(),
    mileage: z.number().int().min(0).max(999_999),
    email: z.email(),
    id: z.uuid(),
    date: z.iso.date(),
    flow: z.enum(["periodic_revision", "services"]),
    photos: z.array(z.string()).max(3),
    accepted: z.boolean(),
  })
  .strict();

const valid = {
  name: "Ana",
  mileage: 1000,
  email: "ana@example.com",
  id: "5b1f3c9e-8a2d-4c6b-9f1e-2a3b4c5d6e7f",
  date: "2026-12-01",
  flow: "services",
  photos: [],
  accepted: true,
};

describe("the API's validation messages", () => {
  it("asks for a missing field in Brazilian words", () => {
    const { name: _name, ...withoutName } = valid;
    expect(refusedFields(booking, withoutName)).toEqual({ name: "Preencha este campo." });
    expect(refusedFields(booking, { ...valid, name: "   " })).toEqual({
      name: "Preencha este campo.",
    });
  });

  it("names the size a field must have", () => {
    expect(refusedFields(booking, { ...valid, name: "a".repeat(65) })).toEqual({
      name: "Use no máximo 64 caracteres.",
    });
    expect(refusedFields(booking, { ...valid, note: "curta" })).toEqual({
      note: "Use pelo menos 10 caracteres.",
    });
    expect(refusedFields(booking, { ...valid, photos: ["a", "b", "c", "d"] })).toEqual({
      photos: "Use no máximo 3 itens.",
    });
    expect(refusedFields(booking, { ...valid, mileage: 1_000_000 })).toEqual({
      mileage: "Informe um valor de até 999.999.",
    });
    expect(refusedFields(booking, { ...valid, mileage: -1 })).toEqual({
      mileage: "Informe um valor a partir de 0.",
    });
  });

  it("writes a year as a year and a decimal with a comma", () => {
    const bounded = z.object({ year: z.number().max(2099), litres: z.number().min(0.5) });
    expect(refusedFields(bounded, { year: 2100, litres: 1 })).toEqual({
      year: "Informe um valor de até 2099.",
    });
    expect(refusedFields(bounded, { year: 2000, litres: 0.25 })).toEqual({
      litres: "Informe um valor a partir de 0,5.",
    });
  });

  it("says what kind of value a field takes", () => {
    expect(refusedFields(booking, { ...valid, mileage: "mil" })).toEqual({
      mileage: "Informe um número.",
    });
    expect(refusedFields(booking, { ...valid, mileage: 1.5 })).toEqual({
      mileage: "Informe um número inteiro.",
    });
    expect(refusedFields(booking, { ...valid, accepted: "sim" })).toEqual({
      accepted: "Informe sim ou não (true ou false).",
    });
    expect(refusedFields(booking, "texto")).toEqual({
      _: "Envie os dados como um objeto JSON.",
    });
  });

  it("names formats, options and unknown fields", () => {
    expect(refusedFields(booking, { ...valid, email: "ana@" })).toEqual({
      email: "Informe um e-mail válido.",
    });
    expect(refusedFields(booking, { ...valid, id: "abc" })).toEqual({
      id: "Informe um identificador válido.",
    });
    expect(refusedFields(booking, { ...valid, date: "01/12/2026" })).toEqual({
      date: "Informe uma data válida (AAAA-MM-DD).",
    });
    expect(refusedFields(booking, { ...valid, flow: "x" })).toEqual({
      flow: "Escolha uma destas opções: periodic_revision, services.",
    });
    expect(refusedFields(booking, { ...valid, admin: true })).toEqual({
      _: "Campo não reconhecido: admin.",
    });
    expect(refusedFields(booking, { ...valid, admin: true, role: "x" })).toEqual({
      _: "Campos não reconhecidos: admin, role.",
    });
  });

  it("keeps the message a schema names itself", () => {
    const named = z.object({ plate: z.string().regex(/^[A-Z]{3}\d/, "Placa inválida.") });
    expect(refusedFields(named, { plate: "123" })).toEqual({ plate: "Placa inválida." });
  });
});
