import { z } from "zod";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";
import type { RouteContract } from "./contract";

const agenda: RouteContract = {
  method: "GET",
  path: "/api/v1/agenda",
  summary: "A agenda",
  description: "Cada leitura começa de agora.",
  tag: "Concessionárias",
  auth: "api-key",
  response: z.object({ ok: z.boolean() }),
};

describe("the OpenAPI document", () => {
  it("carries an operation's description beside its summary, and none where there is none", () => {
    const document = buildOpenApiDocument(
      [agenda, { ...agenda, method: "POST", description: undefined }],
      "1.0.0",
    ) as { paths: Record<string, Record<string, { summary: string; description?: string }>> };
    const operations = document.paths["/api/v1/agenda"];
    expect(operations?.get).toMatchObject({
      summary: "A agenda",
      description: "Cada leitura começa de agora.",
    });
    expect(operations?.post?.description).toBeUndefined();
  });
});
