import { describe, expect, it, vi } from "vitest";

vi.mock("next/link", () => ({ default: () => null }));
vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams() }));

const { homeHrefKeepingFilters } = await import("./logo-link");

describe("homeHrefKeepingFilters", () => {
  it("keeps only the offer filters", () => {
    const search = new URLSearchParams(
      "category=3&categoryName=SUV&carName=Nivus&utm_source=x&coverage=Curitiba - PR",
    );
    expect(homeHrefKeepingFilters(search)).toBe(
      "/?category=3&categoryName=SUV&carName=Nivus&coverage=Curitiba+-+PR",
    );
  });

  it("is the bare home without filters", () => {
    expect(homeHrefKeepingFilters(new URLSearchParams("tab=sign-and-drive"))).toBe("/");
  });
});
