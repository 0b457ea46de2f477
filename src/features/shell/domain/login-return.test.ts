import { describe, expect, it } from "vitest";
import { returnPathAfterLogin } from "./login-return";

describe("the page a login from the top bar goes back to", () => {
  it("is the page itself, anywhere but the notice of a login that did not finish", () => {
    expect(returnPathAfterLogin("/")).toBe("/");
    expect(returnPathAfterLogin("/ofertas?modelo=polo")).toBe("/ofertas?modelo=polo");
    expect(returnPathAfterLogin("/?tab=sign-and-drive")).toBe("/?tab=sign-and-drive");
    // Only the home page shows the notice.
    expect(returnPathAfterLogin("/garagem?login=falhou")).toBe("/garagem?login=falhou");
  });

  it("from the notice, is the page the failed login was for, not the notice again", () => {
    expect(returnPathAfterLogin("/?login=falhou&voltar=%2Fgaragem")).toBe("/garagem");
    expect(returnPathAfterLogin("/?login=expirado&voltar=%2Fgaragem%3Fview%3Dservicos")).toBe(
      "/garagem?view=servicos",
    );
    expect(returnPathAfterLogin("/?voltar=%2Fminha-conta&login=indisponivel")).toBe("/minha-conta");
  });

  it("from a notice without a usable page, is the home page without the notice", () => {
    expect(returnPathAfterLogin("/?login=falhou")).toBe("/");
    expect(returnPathAfterLogin("/?tab=sign-and-drive&login=falhou")).toBe("/?tab=sign-and-drive");
    expect(returnPathAfterLogin("/?login=falhou&voltar=https%3A%2F%2Fevil.example")).toBe("/");
    expect(returnPathAfterLogin("/?login=falhou&voltar=%2F%2Fevil.example")).toBe("/");
    expect(returnPathAfterLogin("/?login=falhou&voltar=%2F%5Cevil.example")).toBe("/");
    expect(returnPathAfterLogin("/?login=falhou&voltar=%2Fa&voltar=%2Fb")).toBe("/");
    expect(returnPathAfterLogin(`/?login=falhou&voltar=%2F${"a".repeat(2000)}`)).toBe("/");
  });
});
