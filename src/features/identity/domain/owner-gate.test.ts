import { describe, expect, it } from "vitest";
import { gateReturnPath, ownerGateRedirect } from "./owner-gate";

const registered = { newUser: false, termsPending: false };

describe("ownerGateRedirect", () => {
  it("sends a newUser to /cadastro from every page but the account and the terms", () => {
    const newUser = { newUser: true, termsPending: false };
    expect(ownerGateRedirect("/", newUser)).toBe("/cadastro");
    expect(ownerGateRedirect("/ofertas/modelo", newUser)).toBe(
      "/cadastro?voltar=%2Fofertas%2Fmodelo",
    );
    expect(ownerGateRedirect("/cadastro", newUser)).toBeUndefined();
    expect(ownerGateRedirect("/minha-conta", newUser)).toBeUndefined();
  });

  it("asks for new terms before any other page, and comes back after", () => {
    const pending = { newUser: false, termsPending: true };
    expect(ownerGateRedirect("/garagem", pending)).toBe("/termos-de-uso?voltar=%2Fgaragem");
    expect(ownerGateRedirect("/termos-de-uso", pending)).toBeUndefined();
  });

  it("keeps the query of the page asked for, so a booking's review is found again", () => {
    const newUser = { newUser: true, termsPending: false };
    const target = ownerGateRedirect("/agendamento/servicos", newUser, "?flow=schedule_resume");
    expect(target).toBe("/cadastro?voltar=%2Fagendamento%2Fservicos%3Fflow%3Dschedule_resume");
    const back = new URL(target ?? "", "http://loja.test").searchParams.get("voltar");
    expect(gateReturnPath(back, "/garagem")).toBe("/agendamento/servicos?flow=schedule_resume");
  });

  it("sends the owner back only to a path of this site", () => {
    for (const hostile of [
      "//evil.test",
      "https://evil.test/",
      "/\\evil.test",
      "javascript:x",
      3,
    ]) {
      expect(gateReturnPath(hostile, "/garagem")).toBe("/garagem");
    }
    expect(gateReturnPath(undefined, "/garagem")).toBe("/garagem");
  });

  it("lets a registered owner with current terms anywhere", () => {
    expect(ownerGateRedirect("/", registered)).toBeUndefined();
  });
});
