import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoint } from "./endpoint";
import { callOnDemand } from "./use-calls-on-demand";

const endpoints = {
  lead: endpoint("POST", "/api/v1/leads", v.object({ protocol: v.string() })).withBody<{
    name: string;
  }>(),
};

afterEach(() => vi.unstubAllGlobals());

describe("callOnDemand", () => {
  it("loads the endpoints and calls the operation named", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ protocol: "VW-1" }), { status: 201 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const answer = await callOnDemand("key", async () => endpoints, "lead", {
      body: { name: "Ana" },
    });
    expect(answer).toEqual({ ok: true, status: 201, data: { protocol: "VW-1" } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/v1/leads",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Ana" }) }),
    );
  });

  it("answers the offline message, without throwing, when the code cannot be loaded", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const answer = await callOnDemand(
      "key",
      () => Promise.reject(new Error("Failed to load chunk")),
      "lead",
      { body: { name: "Ana" } },
    );
    expect(answer).toEqual({
      ok: false,
      error: {
        status: 0,
        code: "NETWORK",
        message: "Sem conexão. Verifique sua internet e tente novamente.",
        fields: {},
        details: {},
      },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
