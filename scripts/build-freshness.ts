import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const inputs = [
  "src",
  "public",
  "next.config.ts",
  "postcss.config.mjs",
  "package-lock.json",
  "tsconfig.json",
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** A production build is needed when there is none or a source changed after it was made. */
export function needsBuild(): boolean {
  const buildId = ".next/BUILD_ID";
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return inputs.some((input) => newestChange(input) > builtAt);
}
