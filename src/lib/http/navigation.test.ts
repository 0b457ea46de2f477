import { describe, expect, it } from "vitest";
import { isBrowserNavigation } from "./navigation";

const request = (headers: Record<string, string>) =>
  new Request("https://www.vw.example/api/v1/auth-redirect/login", { headers });

describe("a browser opening a page, told from a script's call", () => {
  it("follows the browser's Sec-Fetch-Mode", () => {
    expect(isBrowserNavigation(request({ "sec-fetch-mode": "navigate" }))).toBe(true);
    expect(
      isBrowserNavigation(request({ "sec-fetch-mode": "cors", accept: "text/html,*/*" })),
    ).toBe(false);
  });

  it("without it, takes a request that asks for HTML first as a page opened", () => {
    expect(isBrowserNavigation(request({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(isBrowserNavigation(request({ accept: "application/json" }))).toBe(false);
    expect(isBrowserNavigation(request({}))).toBe(false);
  });
});
