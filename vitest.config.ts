import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "src"),
      // Next.js resolves this marker for server bundles; in tests every module is server code.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    setupFiles: ["tests/support/test-environment.ts", "tests/support/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "services/**/*.test.ts"],
          exclude: ["**/*.int.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"],
          setupFiles: ["tests/support/test-database.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
