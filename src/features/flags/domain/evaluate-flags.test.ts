import { describe, expect, it } from "vitest";
import { homeBannerExperiment } from "../../../../tests/support/flag-documents";
import { evaluateFlags } from "./evaluate-flags";

describe("evaluateFlags", () => {
  it("uses the SPEC defaults without a document", () => {
    expect(evaluateFlags(undefined)).toEqual({
      ab_test_home_banner: "A",
      ab_test_banner_btn: false,
      feature_flag_feature_recall: false,
      feature_flag_feature_sign_and_drive: false,
    });
  });

  it("applies the document's values and keeps defaults for flags it leaves out", () => {
    const flags = evaluateFlags({
      features: { feature_flag_feature_sign_and_drive: { defaultValue: true } },
    });
    expect(flags.feature_flag_feature_sign_and_drive).toBe(true);
    expect(flags.ab_test_home_banner).toBe("A");
  });

  it("splits an experiment by visitor id, always giving one visitor the same variation", () => {
    const document = homeBannerExperiment;
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const first = evaluateFlags(document, `visitante-${visitor}`).ab_test_home_banner;
      expect(evaluateFlags(document, `visitante-${visitor}`).ab_test_home_banner).toBe(first);
      seen.add(first);
    }
    expect(seen).toEqual(new Set(["A", "B"]));
  });

  it("never lets a rule change a flag's type", () => {
    const flags = evaluateFlags({
      features: { ab_test_banner_btn: { defaultValue: false, rules: [{ force: "sim" }] } },
    });
    expect(flags.ab_test_banner_btn).toBe(false);
  });
});
