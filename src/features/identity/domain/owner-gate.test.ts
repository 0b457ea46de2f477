import { describe, expect, it } from "vitest";
import { ownerGateRedirect } from "./owner-gate";

const registered = { newUser: false, termsPending: false };

describe("ownerGateRedirect", () => {
  it("sends a newUser to /cadastro from every page but the account and the terms", () => {
    const newUser = { newUser: true, termsPending: false };
    expect(ownerGateRedirect("/", newUser)).toBe("/cadastro");
    expect(ownerGateRedirect("/ofertas/modelo", newUser)).toBe("/cadastro");
    expect(ownerGateRedirect("/cadastro", newUser)).toBeUndefined();
    expect(ownerGateRedirect("/minha-conta", newUser)).toBeUndefined();
  });

  it("asks for new terms before any other page, and comes back after", () => {
    const pending = { newUser: false, termsPending: true };
    expect(ownerGateRedirect("/garagem", pending)).toBe("/termos-de-uso?voltar=%2Fgaragem");
    expect(ownerGateRedirect("/termos-de-uso", pending)).toBeUndefined();
  });

  it("lets a registered owner with current terms anywhere", () => {
    expect(ownerGateRedirect("/", registered)).toBeUndefined();
  });
});
