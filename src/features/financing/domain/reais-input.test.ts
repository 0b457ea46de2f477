import { describe, expect, it } from "vitest";
import { readReaisText, reaisFieldText, snapSliderCents, stepSliderCents } from "./reais-input";

describe("readReaisText", () => {
  it("reads '96.990,00' as R$ 96.990,00, the centavos not taken for more reais", () => {
    expect(readReaisText("96.990,00")).toEqual({ cents: 96_990_00, text: "96.990,00" });
  });

  it("reads '96990' as R$ 96.990", () => {
    expect(readReaisText("96990")).toEqual({ cents: 96_990_00, text: "96.990" });
  });

  it("reads '96.990' as R$ 96.990: the dot groups thousands", () => {
    expect(readReaisText("96.990")).toEqual({ cents: 96_990_00, text: "96.990" });
  });

  it("reads '96990,5' as R$ 96.990,50", () => {
    expect(readReaisText("96990,5")).toEqual({ cents: 96_990_50, text: "96.990,5" });
    expect(reaisFieldText(readReaisText("96990,5").cents)).toBe("96.990,50");
  });

  it("reads a pasted 'R$ 96.990,00'", () => {
    expect(readReaisText("R$ 96.990,00")).toEqual({ cents: 96_990_00, text: "96.990,00" });
    expect(readReaisText("R$\u00a096.990,00").cents).toBe(96_990_00);
  });

  it("keeps a comma being typed and at most two centavos", () => {
    expect(readReaisText("96990,")).toEqual({ cents: 96_990_00, text: "96.990," });
    expect(readReaisText("96.990,999")).toEqual({ cents: 96_990_99, text: "96.990,99" });
  });

  it("reads an empty field as nothing", () => {
    expect(readReaisText("")).toEqual({ cents: 0, text: "" });
    expect(readReaisText("R$ ")).toEqual({ cents: 0, text: "" });
  });

  it("drops leading zeros and stops at ten digits of reais", () => {
    expect(readReaisText("007")).toEqual({ cents: 7_00, text: "7" });
    expect(readReaisText("123456789012").cents).toBe(1_234_567_890_00);
  });
});

describe("reaisFieldText", () => {
  it("shows whole reais without centavos and centavos with two digits", () => {
    expect(reaisFieldText(96_990_00)).toBe("96.990");
    expect(reaisFieldText(96_990_05)).toBe("96.990,05");
    expect(reaisFieldText(0)).toBe("0");
  });
});

describe("the down-payment slider", () => {
  const range = { minCents: 19_398_00, maxCents: 77_592_00 };

  it("settles between the ends on whole hundreds of reais", () => {
    expect(snapSliderCents(48_537_00, range)).toBe(48_500_00);
    expect(snapSliderCents(48_551_00, range)).toBe(48_600_00);
  });

  it("keeps the exact ends, never a hundred inside them", () => {
    expect(snapSliderCents(19_398_00, range)).toBe(19_398_00);
    expect(snapSliderCents(77_592_00, range)).toBe(77_592_00);
    expect(snapSliderCents(77_591_00, range)).toBe(77_592_00);
    expect(snapSliderCents(19_399_00, range)).toBe(19_400_00);
  });

  it("steps from an odd value to the next hundred, then by hundreds", () => {
    expect(stepSliderCents(48_495_00, 1, range)).toBe(48_500_00);
    expect(stepSliderCents(48_500_00, 1, range)).toBe(48_600_00);
    expect(stepSliderCents(48_495_00, -1, range)).toBe(48_400_00);
    expect(stepSliderCents(48_500_00, -10, range)).toBe(47_500_00);
  });

  it("steps onto the exact ends and stays there", () => {
    expect(stepSliderCents(77_500_00, 1, range)).toBe(77_592_00);
    expect(stepSliderCents(77_592_00, 1, range)).toBe(77_592_00);
    expect(stepSliderCents(19_400_00, -1, range)).toBe(19_398_00);
    expect(stepSliderCents(19_398_00, -1, range)).toBe(19_398_00);
  });
});
