import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

let unexpected: string[] = [];

/** For a test that provokes an error on purpose: returns and clears what console.error received. */
export function takeConsoleErrors(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

beforeEach(() => {
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${unexpected.join("\n")}`);
  }
});
