import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { nicknameField } from "../form-schemas";
import { nicknameSchema } from "../schemas";
import { graphemeCount, nicknameCharactersAllowed, nicknameFits } from "./nickname";

const tooLong = "O apelido tem no máximo 30 caracteres.";
const characters =
  "O apelido não pode ter caracteres invisíveis de controle ou de direção do texto.";

/** What the API answers for a nickname, and what the form answers: always the same. */
function verdicts(nickname: string) {
  const api = nicknameSchema.safeParse(nickname);
  const form = v.safeParse(nicknameField, nickname);
  const answer = (ok: boolean, value: unknown, message: string | undefined) =>
    ok ? { value } : { message };
  return {
    api: answer(api.success, api.data, api.error?.issues[0]?.message),
    form: answer(form.success, form.output, form.issues?.[0].message),
  };
}

describe("a vehicle's nickname", () => {
  const family = "👨‍👩‍👧‍👦";

  it("counts what the owner sees as one character", () => {
    expect(graphemeCount("🚗".repeat(16))).toBe(16);
    expect(graphemeCount(family)).toBe(1);
    expect(graphemeCount("Fusca")).toBe(5);
    expect(graphemeCount("é")).toBe(1);
  });

  it.each([
    ["🚗".repeat(16), "16 cars are 32 UTF-16 units"],
    ["🚗".repeat(30), "30 cars"],
    [`Carro da família ${family} — viagens`, "a family emoji joined by ZWJ"],
    ["a".repeat(30), "30 letters"],
    ["Fusca 🇧🇷", "a flag"],
  ])("takes %j (%s) in the form and in the API", (nickname) => {
    expect(nicknameFits(nickname)).toBe(true);
    expect(verdicts(nickname)).toEqual({ api: { value: nickname }, form: { value: nickname } });
  });

  it.each([
    ["🚗".repeat(31)],
    ["a".repeat(31)],
    [family.repeat(31)],
    ["é".normalize("NFD").repeat(200)],
  ])("refuses %j as too long, in the form and in the API", (nickname) => {
    expect(verdicts(nickname)).toEqual({ api: { message: tooLong }, form: { message: tooLong } });
  });

  it.each([
    ["Carro\u202Eoãçom", "right-to-left override"],
    ["Carro\u202Ax", "left-to-right embedding"],
    ["Carro\u202Cx", "pop directional formatting"],
    ["Carro\u2066x\u2069", "isolates"],
    ["Carro\u2067x", "right-to-left isolate"],
    ["Carro\u200Ex", "left-to-right mark"],
    ["Carro\u200Fx", "right-to-left mark"],
    ["Carro\uD83D", "a lone high surrogate"],
    ["\uDE97Carro", "a lone low surrogate"],
    ["Carro\u0000", "NUL"],
    ["tab\there", "tab"],
    ["Carro\u0085", "a C1 control"],
  ])("refuses %j (%s) with a message, in the form and in the API", (nickname) => {
    expect(nicknameCharactersAllowed(nickname)).toBe(false);
    expect(verdicts(nickname)).toEqual({
      api: { message: characters },
      form: { message: characters },
    });
  });

  it("keeps the joiner and the variation selector that emojis are made of", () => {
    expect(nicknameCharactersAllowed(family)).toBe(true);
    expect(nicknameCharactersAllowed("❤️")).toBe(true);
  });
});
