import { describe, expect, it } from "vitest";
import { pageRenderHeader, publicPageKey, type PublicPageRules } from "./public-page-request";

const rules: PublicPageRules = {
  personalCookies: ["id_token", "vw_location", "vw_visitor_id"],
  personalParameters: ["coverage", "id_token"],
  addressBound: [{ path: "/ajuda/perguntas-frequentes", parameter: "q" }],
};

function key(address: string, headers: Record<string, string> = {}, method = "GET") {
  return publicPageKey(
    { method, url: new URL(address), headers: new Headers({ host: "loja.example", ...headers }) },
    rules,
    "flags-v1",
  );
}

describe("public page key", () => {
  it("keys a shopper's page by flags, scheme, host, path and query", () => {
    expect(key("http://loja.example/ofertas?categoria=suv")).toBe(
      "flags-v1 http://loja.example/ofertas?categoria=suv",
    );
    expect(
      key("http://10.0.0.5/", { "x-forwarded-host": "Loja.Example", "x-forwarded-proto": "https" }),
    ).toBe("flags-v1 https://loja.example/");
  });

  it("covers the shopper's pages and no owner page", () => {
    const shared = [
      "/",
      "/ofertas",
      "/ofertas/polo-track",
      "/ofertas/rede-de-concessionaria/modelo",
    ];
    const personal = [
      "/garagem",
      "/minha-conta",
      "/agendamento",
      "/cadastro",
      "/profile/dealer/change",
    ];
    expect(shared.map((path) => key(`http://loja.example${path}`) !== undefined)).toEqual(
      shared.map(() => true),
    );
    expect(personal.map((path) => key(`http://loja.example${path}`))).toEqual(
      personal.map(() => undefined),
    );
  });

  it("leaves a request with a cookie the render reads to its own render", () => {
    expect(key("http://loja.example/ofertas", { cookie: "a=1; vw_location=abc" })).toBeUndefined();
    expect(key("http://loja.example/ofertas", { cookie: "id_token=x" })).toBeUndefined();
    // A cookie no render reads (an analytics tag's, say) does not make the page personal.
    expect(key("http://loja.example/ofertas", { cookie: "_ga=GA1.1" })).toBeDefined();
  });

  it("leaves personal parameters, address-bound searches and other methods alone", () => {
    expect(key("http://loja.example/ofertas?coverage=sao-paulo")).toBeUndefined();
    expect(key("http://loja.example/?id_token=x")).toBeUndefined();
    expect(key("http://loja.example/ajuda/perguntas-frequentes?q=revisão")).toBeUndefined();
    expect(key("http://loja.example/ajuda/perguntas-frequentes")).toBeDefined();
    expect(key("http://loja.example/ofertas", {}, "POST")).toBeUndefined();
    expect(key("http://loja.example/ofertas", {}, "HEAD")).toBeDefined();
  });

  it("renders the cache's own request instead of looking it up", () => {
    expect(key("http://loja.example/ofertas", { [pageRenderHeader]: "1" })).toBeUndefined();
  });
});
