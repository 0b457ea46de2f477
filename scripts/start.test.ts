import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm start with a bad setting", { timeout: 60_000 }, () => {
  it.each([
    ["PORT", "porta", /^Invalid configuration: PORT is invalid \(.+\); see \.env\.example$/],
    [
      "DATABASE_URL",
      "mysql://root@localhost/loja",
      /^Invalid configuration: DATABASE_URL is invalid/,
    ],
  ])("stops before doing anything, naming %s in one line", (variable, value, line) => {
    const run = startWith({ [variable]: value });
    expect(run.status).toBe(1);
    const errors = run.stderr.trim().split("\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(line);
    expect(run.stdout).not.toContain("Building");
  });
});

describe("npm start in production", { timeout: 60_000 }, () => {
  it("refuses a published change-me value in one line, naming the variable", () => {
    const run = startWith({
      NODE_ENV: "production",
      OPERATOR_SECRET: "dev-operator-secret-change-me-0123456789",
    });
    expect(run.status).toBe(1);
    const errors = run.stderr.trim().split("\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^Invalid configuration: [A-Z_]+ still holds the published value of \.env\.example \("change-me"\); set a secret of your own in production$/,
    );
    expect(run.stdout).not.toContain("Building");
  });
});
