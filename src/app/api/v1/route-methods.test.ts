import { describe, expect, it } from "vitest";
import { allowedMethods, apiRouteMethods } from "@/lib/http/route-methods";
import { apiContracts } from "./api-contracts";

describe("the proxy's table of methods", () => {
  it("lists exactly the methods of the route contracts", () => {
    const fromContracts: Record<string, string[]> = {};
    for (const contract of apiContracts) {
      (fromContracts[contract.path] ??= []).push(contract.method);
    }
    const sorted = (table: Record<string, readonly string[]>) =>
      Object.fromEntries(
        Object.entries(table)
          .map(([path, methods]) => [path, [...methods].sort()])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    expect(sorted(apiRouteMethods)).toEqual(sorted(fromContracts));
  });

  it("matches parameters and prefers static segments", () => {
    expect(allowedMethods("/api/v1/dealers/leads")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods("/api/v1/dealers/leads/VW-261123-ABC123")).toEqual([
      "GET",
      "HEAD",
      "OPTIONS",
    ]);
    expect(allowedMethods("/api/v1/flags/qualquer")).toEqual(["PUT", "DELETE", "OPTIONS"]);
    expect(allowedMethods("/api/v1/inexistente")).toBeUndefined();
  });
});
