import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./auth-cookies";

const site = "http://localhost:3000";

describe("safeReturnPath", () => {
  it.each([
    ["/minha-conta", "/minha-conta"],
    [
      "/agendamento/servicos?flow=recall&vin=9BWZZZ377VT004251",
      "/agendamento/servicos?flow=recall&vin=9BWZZZ377VT004251",
    ],
    ["http://localhost:3000/garagem?view=servicos", "/garagem?view=servicos"],
    ["/ofertas/../minha-conta", "/minha-conta"],
  ])("keeps the site's own path %s", (input, expected) => {
    expect(safeReturnPath(input, site)).toBe(expected);
  });

  it.each([
    "//evil.example/",
    "///evil.example/",
    "/.//evil.example/",
    "/..//evil.example/",
    "/ofertas/..//evil.example/",
    "/%2e//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/ofertas\u0000",
    "https://evil.example/minha-conta",
    "http://localhost:3001/",
    "javascript:alert(1)",
    "",
    undefined,
  ])("sends %j home instead of to another site", (input) => {
    expect(safeReturnPath(input, site)).toBe("/");
  });
});
