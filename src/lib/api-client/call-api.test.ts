import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./call-api";
import { endpoint } from "./endpoint";

const calendar = endpoint(
  "GET",
  "/api/v2/calendar/dealer/{dealerCode}/{date}",
  v.object({ date: v.string() }),
);
const lead = endpoint("POST", "/api/v1/leads", v.object({ protocol: v.string() })).withBody<{
  name: string;
}>();

function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? "" : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("callApi", () => {
  it("fills the path parameters, encodes the query and sends the api-key", async () => {
    const fetchMock = answerWith(200, { date: "2026-12-01", extra: true });
    const answer = await callApi("key-1", calendar, {
      params: { dealerCode: "SP 01/2", date: "2026-12-01" },
      query: { first: "true", skipped: undefined },
    });
    expect(answer).toEqual({ ok: true, status: 200, data: { date: "2026-12-01" } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v2/calendar/dealer/SP%2001%2F2/2026-12-01?first=true");
    expect(init.method).toBe("GET");
    expect(init.headers).toEqual({ "api-key": "key-1" });
    expect(init.body).toBeUndefined();
  });

  it("sends a JSON body and the idempotency key", async () => {
    const fetchMock = answerWith(201, { protocol: "L-1" });
    await callApi("k", lead, { body: { name: "Ana" }, idempotencyKey: "abc" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"name":"Ana"}');
    expect(init.headers).toMatchObject({
      "content-type": "application/json",
      "idempotency-key": "abc",
    });
  });

  it("answers the error shape: code, message, field messages and the other details", async () => {
    answerWith(409, {
      error: {
        code: "CONFLICT",
        message: "Horário indisponível",
        fields: { startsAt: "Escolha outro horário." },
        freeSlots: [],
      },
    });
    const answer = await callApi("k", lead, { body: { name: "Ana" } });
    expect(answer).toEqual({
      ok: false,
      error: {
        status: 409,
        code: "CONFLICT",
        message: "Horário indisponível",
        fields: { startsAt: "Escolha outro horário." },
        details: { freeSlots: [] },
      },
    });
  });

  it("refuses an answer that does not match its schema, with a pt-BR message", async () => {
    answerWith(200, { protocol: 42 });
    const answer = await callApi("k", lead, { body: { name: "Ana" } });
    expect(answer.ok).toBe(false);
    if (!answer.ok) {
      expect(answer.error.code).toBe("UNEXPECTED_ANSWER");
      expect(answer.error.message).toBe("Não foi possível concluir agora. Tente novamente.");
    }
  });

  it("turns an error without the error shape (a proxy's 502 page) into a pt-BR message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    const answer = await callApi("k", lead, { body: { name: "Ana" } });
    expect(answer).toMatchObject({
      ok: false,
      error: { status: 502, message: "Não foi possível concluir agora. Tente novamente." },
    });
  });

  it("answers status 0 when the network fails, and rethrows when the caller aborted", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const offline = await callApi("k", lead, { body: { name: "Ana" } });
    expect(offline).toMatchObject({
      ok: false,
      error: { status: 0, message: "Sem conexão. Verifique sua internet e tente novamente." },
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      callApi("k", lead, { body: { name: "Ana" }, signal: controller.signal }),
    ).rejects.toThrow();
  });

  it("refuses to build a URL with a missing path parameter", async () => {
    answerWith(200, { date: "x" });
    await expect(
      // @ts-expect-error the date parameter is missing
      callApi("k", calendar, { params: { dealerCode: "1" } }),
    ).rejects.toThrow(/date/);
  });
});
