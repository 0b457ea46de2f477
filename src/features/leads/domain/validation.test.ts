import { describe, expect, it } from "vitest";
import { formatCpf, isValidCpf } from "./cpf";
import { isOptionalCpfValid } from "./lead-rules";
import { formatPhone, isValidPhone, normalizePhone } from "./phone";

describe("CPF", () => {
  // Check digits worked by hand: 529.982.247-25 → first digit: 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2
  // = 295; 295·10 mod 11 = 2. Second: weights 11..2 over 5299822472 = 347; 3470 mod 11 = 5.
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["111.444.777-35", true],
    ["529.982.247-26", false],
    ["529.982.247-15", false],
    ["111.111.111-11", false],
    ["000.000.000-00", false],
    ["5299822472", false],
    ["529982247250", false],
    ["abc.def.ghi-jk", false],
    ["529 982 247 25", true],
    ["CPF 529.982.247-25", false],
    ["529.982.247-25abc", false],
    ["٥٢٩٩٨٢٢٤٧٢٥", false],
  ])("%s is %s", (value, valid) => {
    expect(isValidCpf(value)).toBe(valid);
  });

  // Left empty, the CPF is not asked for; anything typed there must be one.
  it.each([
    [undefined, true],
    ["", true],
    [" .-", true],
    ["529.982.247-25", true],
    ["abc", false],
    ["٥٢٩٩٨٢٢٤٧٢٥", false],
    ["529.982.247-26", false],
  ])("the optional CPF %j is %s", (value, valid) => {
    expect(isOptionalCpfValid(value)).toBe(valid);
  });

  it("masks as it is typed", () => {
    expect(formatCpf("529")).toBe("529");
    expect(formatCpf("5299822")).toBe("529.982.2");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
  });
});

describe("Brazilian phone", () => {
  it.each([
    ["(11) 91234-5678", "11912345678"],
    ["11 3123-4567", "1131234567"],
    ["+55 (21) 99876-5432", "21998765432"],
    ["+55 11 3333-4444", "1133334444"], // a landline with the country code
    ["+55 55 3222-1111", "5532221111"], // Rio Grande do Sul's DDD is 55 too
    ["55 3222-1111", "5532221111"],
    ["+55 011 91234-5678", "11912345678"],
    ["0 (61) 3222-1111", "6132221111"],
    ["(11) 81234-5678", undefined], // 9 digits must start with 9
    ["(11) 9123-4567", undefined], // 8-digit numbers starting with 9 are old mobiles, retired
    ["(20) 91234-5678", undefined], // 20 is not an area code
    ["(11) 61234-567", undefined], // landlines start with 2 to 5
    ["1234", undefined],
    ["", undefined],
  ])("%s normalises to %s", (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
    expect(isValidPhone(value)).toBe(expected !== undefined);
  });

  it("masks mobiles and landlines as they are typed", () => {
    expect(formatPhone("1")).toBe("(1");
    expect(formatPhone("119")).toBe("(11) 9");
    expect(formatPhone("1131234567")).toBe("(11) 3123-4567");
    expect(formatPhone("11912345678")).toBe("(11) 91234-5678");
    expect(formatPhone("119123456789")).toBe("(11) 91234-5678");
  });
});
