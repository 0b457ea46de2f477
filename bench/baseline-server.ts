import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { stopProcessGroup, waitUntilAnswering, type BenchServer } from "./server";

const baselineDir = "bench/baseline";
const nextBin = "../../node_modules/next/dist/bin/next";

export type { BenchServer as BaselineServer } from "./server";

/**
 * The bare Next.js app the storefront is measured against, built around `answer` (the
 * storefront's own byPage JSON, so both render the same 12 offers) and started on `port`.
 */
export async function startBaselineServer(answer: string, port: number): Promise<BenchServer> {
  mkdirSync(`${baselineDir}/.data`, { recursive: true });
  writeFileSync(`${baselineDir}/.data/offers-by-page.json`, answer);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" as const };
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: baselineDir,
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  if (build.status !== 0) throw new Error(`the baseline build failed (${build.status})`);
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: baselineDir,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env,
  });
  const baseUrl = `http://localhost:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/cards`, 30_000);
  return { baseUrl, stop: () => stopProcessGroup(child) };
}
