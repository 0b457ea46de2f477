import { describe, expect, it } from "vitest";
import { homeBannerExperiment } from "../../../../tests/support/flag-documents";
import { evaluateFlags } from "../domain/evaluate-flags";
import { visitorFlagsCookie } from "./get-flags";

const experiment = { etag: '"v1"', document: homeBannerExperiment };

describe("the visitor id of a shared page", () => {
  it("keys visitors by the flags they get, and renders with the visitor's own id", () => {
    const cookie = visitorFlagsCookie(experiment);
    // Without an id the experiment serves its default, "A".
    expect(evaluateFlags(experiment.document).ab_test_home_banner).toBe("A");
    const keys = { A: new Set<string | undefined>(), B: new Set<string | undefined>() };
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const id = `visitante-${visitor}`;
      const variant = cookie.variant(id);
      const banner = evaluateFlags(experiment.document, id).ab_test_home_banner as "A" | "B";
      keys[banner].add(variant?.key);
      // Only an id that changes the page reaches the render.
      expect(variant?.value).toBe(banner === "B" ? id : undefined);
    }
    // Visitors of "A" share the first visit's page; every visitor of "B" one other page.
    expect([...keys.A]).toEqual([undefined]);
    expect(keys.B.size).toBe(1);
    expect([...keys.B][0]).toContain('"B"');
  });

  it("gives every visitor the first visit's page when the flags do not depend on the id", () => {
    const cookie = visitorFlagsCookie(undefined);
    expect(cookie.variant("visitante-1")).toBeUndefined();
    const forced = {
      etag: '"v2"',
      document: { features: { ab_test_banner_btn: { defaultValue: true } } },
    };
    expect(visitorFlagsCookie(forced).variant("visitante-1")).toBeUndefined();
  });
});
