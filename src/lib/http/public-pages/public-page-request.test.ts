import { describe, expect, it } from "vitest";
import {
  pageRenderHeader,
  publicPageKey,
  type PublicPageRules,
  type SharedCookie,
} from "./public-page-request";

// A place the render reads as a city code, upper case; anything else it ignores.
const place: SharedCookie = {
  name: "vw_location",
  variant: (value) =>
    /^[a-z]{2}$/i.test(value)
      ? { key: value.toUpperCase(), value: value.toUpperCase() }
      : undefined,
};
// A visitor id the render turns into one of two buckets.
const bucket: SharedCookie = {
  name: "vw_visitor_id",
  variant: (value) => ({ key: value.length % 2 === 0 ? "even" : "odd", value }),
};

const rules: PublicPageRules = {
  version: "flags-v1",
  personalCookies: ["oidc_tx"],
  session: { cookies: ["id_token", "exp_aut"], readBy: ["/recall"] },
  sharedCookies: [place, bucket],
  personalParameters: ["coverage", "id_token"],
  addressBound: [
    { path: "/ajuda/perguntas-frequentes", parameter: "q" },
    { path: "/recall", parameter: "chassi" },
  ],
};

function shared(address: string, headers: Record<string, string> = {}, method = "GET") {
  return publicPageKey(
    { method, url: new URL(address), headers: new Headers({ host: "loja.example", ...headers }) },
    rules,
  );
}

const key = (address: string, headers: Record<string, string> = {}, method = "GET") =>
  shared(address, headers, method)?.key;

describe("public page key", () => {
  it("keys a shopper's page by flags, scheme, host, path and query", () => {
    expect(key("http://loja.example/ofertas?categoria=suv")).toBe(
      "flags-v1 http://loja.example/ofertas?categoria=suv",
    );
    // A sorted listing is its own page, never served for the listing in its default order.
    expect(key("http://loja.example/ofertas?ordem=menor-preco")).toBe(
      "flags-v1 http://loja.example/ofertas?ordem=menor-preco",
    );
    expect(key("http://loja.example/ofertas?ordem=menor-preco")).not.toBe(
      key("http://loja.example/ofertas"),
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

  it("leaves a login under way, and a session where the render reads it, to its own render", () => {
    expect(key("http://loja.example/ofertas", { cookie: "a=1; oidc_tx=x" })).toBeUndefined();
    expect(key("http://loja.example/ofertas", { cookie: "oidc_tx" })).toBeUndefined();
    expect(key("http://loja.example/recall", { cookie: "a=1; id_token=x" })).toBeUndefined();
    expect(key("http://loja.example/recall/", { cookie: "exp_aut=1" })).toBeUndefined();
    // A cookie no render reads (an analytics tag's, say) does not make the page personal.
    expect(shared("http://loja.example/ofertas", { cookie: "_ga=GA1.1" })).toEqual({
      key: "flags-v1 http://loja.example/ofertas",
      cookie: undefined,
    });
  });

  it("gives an owner the page a visitor gets where the render does not read the session", () => {
    const visitor = shared("http://loja.example/ofertas");
    const owner = shared("http://loja.example/ofertas", { cookie: "id_token=x; exp_aut=1" });
    expect(owner).toEqual(visitor);
    // The cache's own render never carries the session.
    expect(owner?.cookie).toBeUndefined();
    expect(key("http://loja.example/", { cookie: "id_token=x" })).toBeDefined();
  });

  it("keys a shared cookie by what the render makes of it, and renders with only that", () => {
    const page = "http://loja.example/ofertas";
    const sp = shared(page, { cookie: "_ga=1; vw_location=sp; vw_visitor_id=ab" });
    expect(sp).toEqual({
      key: "flags-v1 http://loja.example/ofertas vw_location=SP vw_visitor_id=even",
      cookie: "vw_location=SP; vw_visitor_id=ab",
    });
    // Another visitor of the same place and bucket shares the page; another place does not.
    expect(key(page, { cookie: "vw_visitor_id=cd; vw_location=SP" })).toBe(sp?.key);
    expect(key(page, { cookie: "vw_location=rj; vw_visitor_id=ab" })).not.toBe(sp?.key);
    expect(key(page, { cookie: "vw_location=sp; vw_visitor_id=abc" })).not.toBe(sp?.key);
    // Values are read decoded, the last of a repeated name wins, an undecodable one is skipped.
    expect(key(page, { cookie: "vw_location=%73p; vw_visitor_id=ab" })).toBe(sp?.key);
    expect(key(page, { cookie: "vw_location=rj; vw_location=sp; vw_visitor_id=ab" })).toBe(sp?.key);
    expect(key(page, { cookie: "vw_location=sp; vw_location=%E0; vw_visitor_id=ab" })).toBe(
      sp?.key,
    );
    // A value the render ignores is as no cookie at all: the first visit's page.
    expect(shared(page, { cookie: "vw_location=not-a-place" })).toEqual(shared(page));
    // A forwarded value is encoded again, as a browser sends it.
    expect(shared(page, { cookie: "vw_visitor_id=a%3Bb" })?.cookie).toBe("vw_visitor_id=a%3Bb");
  });

  it("leaves personal parameters, address-bound searches and other methods alone", () => {
    expect(key("http://loja.example/ofertas?coverage=sao-paulo")).toBeUndefined();
    expect(key("http://loja.example/?id_token=x")).toBeUndefined();
    expect(key("http://loja.example/ajuda/perguntas-frequentes?q=revisão")).toBeUndefined();
    expect(key("http://loja.example/ajuda/perguntas-frequentes")).toBeDefined();
    expect(key("http://loja.example/recall?chassi=9BWZZZ377VT004251")).toBeUndefined();
    expect(key("http://loja.example/recall")).toBeDefined();
    expect(key("http://loja.example/ofertas", {}, "POST")).toBeUndefined();
    expect(key("http://loja.example/ofertas", {}, "HEAD")).toBeDefined();
  });

  it("renders the cache's own request instead of looking it up", () => {
    expect(key("http://loja.example/ofertas", { [pageRenderHeader]: "1" })).toBeUndefined();
  });

  it("leaves a client router's requests alone: they want the RSC payload", () => {
    expect(key("http://loja.example/ofertas", { rsc: "1" })).toBeUndefined();
  });
});

describe("a parameter the proxy resolved", () => {
  // ?coverage=campinas resolved into the place the render reads, and the text it came from.
  const campinas = { name: "coverage", cookies: { vw_location: "cp", vw_coverage: "campinas" } };
  const link = "http://loja.example/ofertas?coverage=campinas";
  const resolvedKey = (cookie?: string) =>
    publicPageKey(
      {
        method: "GET",
        url: new URL(link),
        headers: new Headers({ host: "loja.example", ...(cookie ? { cookie } : {}) }),
      },
      rules,
      campinas,
    );

  it("gives every visitor of the link one page, whatever place they had", () => {
    const first = resolvedKey();
    expect(first?.key).toBe(`flags-v1 ${link} vw_location=CP`);
    expect(resolvedKey("vw_location=sp")).toEqual(first);
    expect(resolvedKey("vw_location=rj; vw_coverage=rio")).toEqual(first);
  });

  it("renders with the place it names and the text, not the visitor's own", () => {
    expect(resolvedKey("vw_location=sp")?.cookie).toBe("vw_location=CP; vw_coverage=campinas");
    // A shared cookie the parameter does not stand for still picks its variant.
    expect(resolvedKey("vw_visitor_id=ab")?.key).toBe(
      `flags-v1 ${link} vw_location=CP vw_visitor_id=even`,
    );
  });

  it("stays personal with a login under way, and without its resolution", () => {
    expect(resolvedKey("oidc_tx=x")).toBeUndefined();
    expect(key(link)).toBeUndefined();
  });
});
