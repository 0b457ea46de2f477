import "server-only";
import { logger } from "@/lib/logger";
import { deliverDueLeads } from "./lead-outbox";
import { processSingleton } from "@/lib/process-state";

const intervalMs = 5_000;

interface WorkerState {
  timer?: NodeJS.Timeout;
  running?: Promise<unknown>;
}

// One worker per process, whichever bundle starts it (Next.js loads modules once per bundle).
const state = processSingleton<WorkerState>("leads.outboxWorker", () => ({}))();

function runOnce(): void {
  if (state.running) return;
  state.running = deliverDueLeads()
    .catch((error: unknown) => logger().error({ err: error }, "lead outbox pass failed"))
    .finally(() => {
      state.running = undefined;
    });
}

/** Starts the in-process worker that works through the leads outbox every few seconds. */
export function startLeadOutboxWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(runOnce, intervalMs);
  state.timer.unref();
}

/** A lead was just saved: the running worker tries it now rather than at its next tick. */
export function nudgeLeadOutbox(): void {
  // Only where the server started the worker: a script or a test drives the outbox itself.
  if (!state.timer) return;
  setTimeout(runOnce, 0).unref();
}
