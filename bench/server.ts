import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { needsBuild } from "../scripts/build-freshness";

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Builds the storefront for production unless the build is as fresh as its sources. */
export function buildWhenNeeded(): void {
  if (!needsBuild()) return;
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The production build started exactly as `npm start` does, on its own ports and a fresh database. */
export async function startBenchServer(port: number): Promise<BenchServer> {
  rmSync(".data/bench", { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      PGLITE_DIR: ".data/bench/pglite",
      DATABASE_URL: "",
      IDENTITY_PORT: String(port + 1),
      OIDC_ISSUER: `http://localhost:${port + 1}`,
      SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
      MAIL_CATCHER_WEB_PORT: String(port + 3),
      LOG_LEVEL: "warn",
      // The load test is one client sending thousands of requests a second: the per-address
      // limits (decision 019) would answer it 429, which is not what the bench measures.
      RATE_LIMIT_MULTIPLIER: "100000",
    },
  });
  const baseUrl = `http://localhost:${port}`;
  // Migrating and seeding a fresh database takes minutes on a busy 2-core machine.
  await waitUntilAnswering(child, `${baseUrl}/api/v1/health`, 6 * 60_000);
  return { baseUrl, stop: () => stopProcessGroup(child) };
}

/** Polls `url` until it answers 2xx; fails when the process exits or `withinMs` passes. */
export async function waitUntilAnswering(
  child: ChildProcess,
  url: string,
  withinMs: number,
): Promise<void> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(withinMs / 1000)} s`);
}

/** SIGTERM to a detached child's whole process group, resolved once the child has exited. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve(null) : child.on("exit", resolve),
  );
}
