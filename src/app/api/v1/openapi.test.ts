import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiContracts } from "./api-contracts";
import { GET as openApi } from "./openapi.json/route";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const apiRoot = path.join(process.cwd(), "src/app/api");

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // The catch-all answers 404 for paths that have no route; it is not an operation.
    if (entry.isDirectory()) return entry.name.startsWith("[...") ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** src/app/api/v1/geolocation/[location]/route.ts -> /api/v1/geolocation/{location} */
function openApiPathOf(file: string): string {
  const relative = path.relative(apiRoot, path.dirname(file)).split(path.sep).filter(Boolean);
  return ["/api", ...relative.map((segment) => segment.replace(/^\[(.+)\]$/, "{$1}"))].join("/");
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, unknown>;
        parameters?: { name: string; description?: string }[];
      }
    >
  >;
}

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await openApi(new Request("http://localhost/api/v1/openapi.json"), {
    params: Promise.resolve({}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe("/api/v1/openapi.json", () => {
  it("documents every route handler, and nothing that has no handler", async () => {
    const handled = new Set<string>();
    for (const file of routeFiles(apiRoot)) {
      const route = (await import(file)) as Record<
        string,
        { contract?: { method: string; path: string } }
      >;
      for (const method of methods) {
        const handler = route[method];
        if (!handler) continue;
        expect(
          handler.contract,
          `${method} in ${file} must be built with defineRoute`,
        ).toBeDefined();
        expect(handler.contract?.path).toBe(openApiPathOf(file));
        expect(handler.contract?.method).toBe(method);
        handled.add(`${method} ${openApiPathOf(file)}`);
      }
    }
    const document = await servedDocument();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([routePath, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${routePath}`),
      ),
    );
    expect(handled.size).toBeGreaterThanOrEqual(3);
    expect([...documented].sort()).toEqual([...handled].sort());
    expect(apiContracts).toHaveLength(handled.size);
  });

  it("describes the api-key header and the error shape", async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/v1/products"]?.get?.responses).toHaveProperty("401");
    expect(document.paths["/api/v1/health"]?.get?.responses).toHaveProperty("503");
  });

  it("tells every dealer feed's reader how since pages", async () => {
    const document = await servedDocument();
    for (const feed of ["leads", "bookings", "claims"]) {
      const since = document.paths[`/api/v1/dealers/${feed}`]?.get?.parameters?.find(
        (parameter) => parameter.name === "since",
      );
      expect(since?.description, feed).toMatch(/^A partir de quando, inclusive \(ISO 8601\)/);
    }
  });
});
