import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loginNoticeOf } from "../domain/login-path";
import { LoginNotice } from "./login-notice";

const rendered = (query: Record<string, string>) => {
  const notice = loginNoticeOf(query);
  return notice ? renderToStaticMarkup(<LoginNotice {...notice} />) : "";
};

describe("the home page's notice of a login that did not finish", () => {
  it("says why, and its Entrar starts the login again for the page it was for", () => {
    const html = rendered({ login: "falhou", voltar: "/garagem?view=servicos" });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Não foi possível concluir o login. Entre novamente.");
    expect(html).toMatch(
      /<a href="\/api\/v1\/auth-redirect\/login\?redirectToBack=%2Fgaragem%3Fview%3Dservicos"[^>]*>Entrar<\/a>/,
    );
  });

  it("names an expired login and an absent provider in their own words", () => {
    expect(rendered({ login: "expirado" })).toContain("Sessão de login expirada. Entre novamente.");
    expect(rendered({ login: "expirado" })).toContain(
      'href="/api/v1/auth-redirect/login?redirectToBack=%2F"',
    );
    expect(rendered({ login: "indisponivel" })).toContain(
      "O serviço de login está indisponível no momento. Tente novamente em instantes.",
    );
  });
});
