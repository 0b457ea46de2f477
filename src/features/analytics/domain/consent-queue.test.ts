import { describe, expect, it } from "vitest";
import { createConsentQueue } from "./consent-queue";
import type { AnalyticsEvent } from "./events";
import { hashLocation } from "./location-hash";

const login: AnalyticsEvent = { event: "login", method: "vwid" };
const form: AnalyticsEvent = {
  event: "form_start",
  form_id: "lead",
  form_name: "Intenção de compra",
};

describe("consent queue", () => {
  it("holds events until acceptance, then releases them in order", () => {
    const pushed: AnalyticsEvent[] = [];
    const queue = createConsentQueue((event) => pushed.push(event), undefined);
    queue.track(login);
    queue.track(form);
    expect(pushed).toEqual([]);
    queue.decide("accepted");
    expect(pushed).toEqual([login, form]);
    queue.track(login);
    expect(pushed).toHaveLength(3);
  });

  it("discards everything when refused", () => {
    const pushed: AnalyticsEvent[] = [];
    const queue = createConsentQueue((event) => pushed.push(event), undefined);
    queue.track(login);
    queue.decide("rejected");
    queue.track(form);
    expect(pushed).toEqual([]);
  });
});

describe("hashLocation", () => {
  it("is the SHA-256 hex of the normalised label", async () => {
    expect(await hashLocation("São Paulo - SP")).toBe(await hashLocation("  são paulo - sp "));
    expect(await hashLocation("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });
});
