import { describe, expect, it } from "vitest";
import { hasSidePadding, showsFooter, showsRouteSpinner } from "./layout-rules";
import { resolveSite } from "./site";

describe("layout rules of SPEC.md section 2", () => {
  it.each([
    ["/", true],
    ["/ofertas", true],
    ["/sob", false],
    ["/agendamento", false],
    ["/agendamento/servicos", false],
    ["/ajuda/perguntas-frequentes", false],
    ["/sobre", true],
  ])("side padding on %s: %s", (path, padded) => {
    expect(hasSidePadding(path)).toBe(padded);
  });

  it.each([
    ["/", false, true],
    ["/cadastro", true, false],
    ["/agendamento/servicos", false, false],
    ["/agendamento/servicos", true, true],
    ["/agendamento", false, true],
  ])("footer on %s (last step %s): %s", (path, lastStep, shown) => {
    expect(showsFooter(path, lastStep)).toBe(shown);
  });

  it("shows the route spinner except for /garagem", () => {
    expect(showsRouteSpinner("/ofertas")).toBe(true);
    expect(showsRouteSpinner("/garagem")).toBe(false);
    expect(showsRouteSpinner("/garagem/veiculo")).toBe(false);
  });
});

describe("resolveSite", () => {
  const origins = {
    offers: "https://ofertas.vw.com.br",
    myAccount: "https://minhaconta.vw.com.br",
    loyalty: "https://fidelidade.vw.com.br",
  };
  it.each([
    ["ofertas.vw.com.br", "offers"],
    ["minhaconta.vw.com.br", "my-account"],
    ["FIDELIDADE.vw.com.br", "loyalty"],
    ["outro.exemplo.com", "offers"],
    [null, "offers"],
  ])("host %s is the %s site", (host, site) => {
    expect(resolveSite(host, origins)).toBe(site);
  });
});
