import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const valid = {
  PORT: "3000",
  PUBLIC_BASE_URL: "http://localhost:3000",
  API_KEY: "a-long-enough-key",
  DATABASE_URL: "",
  PGLITE_DIR: ".data/pglite",
  IDENTITY_PORT: "3001",
  OIDC_ISSUER: "http://localhost:3001",
  OIDC_CLIENT_ID: "storefront",
  OIDC_CLIENT_SECRET: "a-long-enough-secret",
  IDENTITY_COOKIE_SECRET: "a-cookie-secret-of-16-or-more",
  FLAGS_CLIENT_KEY: "sdk-storefront-local-flags",
  OPERATOR_SECRET: "an-operator-secret-of-32-characters-or-more",
  OFFERS_ORIGIN: "http://localhost:3000",
  MY_ACCOUNT_ORIGIN: "http://minhaconta.localhost:3000",
  LOYALTY_ORIGIN: "http://fidelidade.localhost:3000",
};

function messageFor(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("parseConfig", () => {
  it("parses the documented variables, coercing ports and treating an empty DATABASE_URL as PGlite", () => {
    const parsed = parseConfig(valid);
    expect(parsed.PORT).toBe(3000);
    expect(parsed.IDENTITY_PORT).toBe(3001);
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed.LOG_LEVEL).toBe("info");
  });

  it("accepts a PostgreSQL URL", () => {
    const parsed = parseConfig({
      ...valid,
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(parsed.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/test");
  });

  it("names a missing variable in one line", () => {
    const message = messageFor({ ...valid, API_KEY: undefined });
    expect(message).toBe("Invalid configuration: API_KEY is missing; see .env.example");
    expect(message).not.toContain("\n");
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PORT", "70000"],
    ["PUBLIC_BASE_URL", "localhost"],
    ["DATABASE_URL", "mysql://root@localhost/test"],
    ["LOG_LEVEL", "verbose"],
    ["API_KEY", "short"],
  ])("names the malformed variable %s=%s", (variable, value) => {
    const message = messageFor({ ...valid, [variable]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} is invalid \\(`));
    expect(message).not.toContain("\n");
  });
});
