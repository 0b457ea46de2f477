import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { environmentWithSecrets } from "./environment";

const example = readFileSync(".env.example", "utf8");
const published = (name: string) =>
  new RegExp(`^${name}=(.*)$`, "m").exec(example)?.[1] ?? "missing";
const valueIn = (text: string, name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1];

describe("the .env of a first start", () => {
  it("holds generated secrets, never the published ones of .env.example", () => {
    const first = environmentWithSecrets(example);
    const second = environmentWithSecrets(example);
    expect(first).not.toMatch(/^[A-Z_]+=.*change-me/m);
    for (const name of ["OPERATOR_SECRET", "OIDC_CLIENT_SECRET", "IDENTITY_COOKIE_SECRET"]) {
      const value = valueIn(first, name) ?? "";
      expect(value).not.toBe(published(name));
      expect(value.length).toBeGreaterThanOrEqual(32);
      expect(valueIn(second, name)).not.toBe(value);
    }
    // Settings that are not secrets stay as documented.
    expect(valueIn(first, "PORT")).toBe("3000");
    expect(valueIn(first, "OIDC_CLIENT_ID")).toBe("storefront");
  });

  it("replaces published values an older start copied, adds missing secrets and keeps the rest", () => {
    const copied = example.replace(/^OPERATOR_SECRET=.*\n/m, "").replace("PORT=3000", "PORT=4000");
    const mended = environmentWithSecrets(example, copied);
    expect(mended).not.toMatch(/^[A-Z_]+=.*change-me/m);
    expect(valueIn(mended, "PORT")).toBe("4000");
    expect(valueIn(mended, "OPERATOR_SECRET")?.length).toBeGreaterThanOrEqual(32);
    const own = "IDENTITY_COOKIE_SECRET=a-secret-chosen-by-the-operator-123";
    const kept = environmentWithSecrets(example, `${mended}\n${own}\n`);
    expect(kept).toContain(own);
    expect(environmentWithSecrets(example, kept)).toBe(kept);
  });
});
