import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";
import { closeDatabase } from "@/db";
import { config } from "../config";
import { logger } from "../logger";
import { processSingleton } from "../process-state";

// Next.js's own SIGTERM handler closes the server at once, and Node then resets every connection
// whose request it has accepted but not yet read: a burst that arrived just before the signal
// is cut. With NEXT_MANUAL_SIG_HANDLE set (npm start and the Dockerfile set it), this one runs
// instead: it keeps serving while the balancer notices readiness fail, then closes and waits for
// every answer in flight, then closes the database.

interface ShutdownState {
  server?: Server;
  draining: boolean;
  installed: boolean;
}

const state = processSingleton<ShutdownState>("shutdown.state", () => ({
  draining: false,
  installed: false,
}));

/** True from the signal on: readiness answers 503 so no new traffic is sent here. */
export function isShuttingDown(): boolean {
  return state().draining;
}

/** Installs the handler once per process; without the flag, Next.js's own handler stays. */
export function drainOnShutdownSignals(): void {
  const current = state();
  if (current.installed || !process.env.NEXT_MANUAL_SIG_HANDLE) return;
  current.installed = true;
  // The HTTP server is Next.js's; its first request tells us which one it is.
  subscribe("http.server.request.start", (message) => {
    current.server ??= (message as { server: Server }).server;
  });
  // A second signal (Ctrl-C reaches the whole process group, and `npm start` forwards it too)
  // must not end the drain; the supervisor's SIGKILL after its grace period is the hard stop.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void shutDown(signal));
  }
}

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  const current = state();
  if (current.draining) return;
  current.draining = true;
  const drainMs = config().SHUTDOWN_DRAIN_MS;
  logger().info({ signal, drainMs }, "shutting down: draining");
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  const server = current.server;
  if (server) {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections fall idle as their last answer ends; close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.once("close", () => clearInterval(sweep));
    });
  }
  await closeDatabase().catch((error: unknown) =>
    logger().warn({ err: { message: String(error) } }, "database close failed at shutdown"),
  );
  logger().info("shut down");
  process.exit(0);
}
