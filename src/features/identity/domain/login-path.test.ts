import { describe, expect, it } from "vitest";
import { loginNoticeOf, loginNoticePath } from "./login-path";

describe("the notice of a login that did not finish", () => {
  it("goes to the home page and keeps the page the login was for", () => {
    expect(loginNoticePath("falhou")).toBe("/?login=falhou");
    expect(loginNoticePath("expirado", "/garagem?view=servicos")).toBe(
      "/?login=expirado&voltar=%2Fgaragem%3Fview%3Dservicos",
    );
    const url = new URL(loginNoticePath("indisponivel", "/minha-conta"), "http://localhost");
    expect(loginNoticeOf(Object.fromEntries(url.searchParams))).toEqual({
      reason: "indisponivel",
      returnTo: "/minha-conta",
    });
  });

  it("is read only for its own reasons, and its return path only once", () => {
    expect(loginNoticeOf({})).toBeUndefined();
    expect(loginNoticeOf({ login: "outro" })).toBeUndefined();
    expect(loginNoticeOf({ login: ["falhou", "falhou"] })).toBeUndefined();
    expect(loginNoticeOf({ login: "falhou", voltar: ["/a", "/b"] })).toEqual({
      reason: "falhou",
      returnTo: "/",
    });
    expect(loginNoticeOf({ login: "falhou", voltar: `/${"a".repeat(2000)}` })?.returnTo).toBe("/");
  });
});
