import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiContracts } from "./api-contracts";

interface DescribedEndpoint {
  method: string;
  path: string;
}

const isEndpoint = (value: unknown): value is DescribedEndpoint =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "answer" in value;

const featuresRoot = path.join(process.cwd(), "src/features");

/** Every operation the browser calls, from each feature's client-safe endpoints.ts. */
async function browserEndpoints(): Promise<{ name: string; endpoint: DescribedEndpoint }[]> {
  const files = readdirSync(featuresRoot)
    .map((feature) => path.join(featuresRoot, feature, "endpoints.ts"))
    .filter((file) => existsSync(file));
  const modules = await Promise.all(
    files.map(async (file) => ({
      file: path.relative(process.cwd(), file),
      module: (await import(/* @vite-ignore */ file)) as Record<string, unknown>,
    })),
  );
  return modules.flatMap(({ file, module }) =>
    Object.entries(module).flatMap(([group, value]) =>
      typeof value === "object" && value !== null
        ? Object.entries(value)
            .filter((entry): entry is [string, DescribedEndpoint] => isEndpoint(entry[1]))
            .map(([name, endpoint]) => ({ name: `${file}: ${group}.${name}`, endpoint }))
        : [],
    ),
  );
}

describe("the browser's endpoints", () => {
  it("each names an operation of the OpenAPI document, by its method and path", async () => {
    const operations = new Set(
      apiContracts.map((contract) => `${contract.method} ${contract.path}`),
    );
    const endpoints = await browserEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(35);
    const unknown = endpoints
      .filter(({ endpoint }) => !operations.has(`${endpoint.method} ${endpoint.path}`))
      .map(({ name, endpoint }) => `${name}: ${endpoint.method} ${endpoint.path}`);
    expect(unknown).toEqual([]);
  });
});
