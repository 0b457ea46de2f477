import { logger } from "./logger";
import { processSingleton } from "./process-state";

export interface PeriodicTask {
  /** Runs the task every interval from now on (once per process, whichever bundle asks). */
  start(): void;
  /** Runs it now rather than at its next tick, where the process started it. */
  runSoon(): void;
}

interface TaskState {
  timer?: NodeJS.Timeout;
  running?: Promise<unknown>;
}

/**
 * A task the server runs on a timer in its own process: never twice at once in one process, a
 * failure logged with `failure` and left for the next tick. Every instance runs its own, so the
 * task must be safe to run from two instances at once.
 */
export function periodicTask(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  failure: string,
): PeriodicTask {
  // Next.js loads a module once per bundle: the state lives on the process.
  const state = processSingleton<TaskState>(name, () => ({}))();
  const runOnce = () => {
    if (state.running) return;
    state.running = task()
      .catch((error: unknown) => logger().error({ err: error }, failure))
      .finally(() => {
        state.running = undefined;
      });
  };
  return {
    start() {
      if (state.timer) return;
      state.timer = setInterval(runOnce, intervalMs);
      state.timer.unref();
    },
    runSoon() {
      // Only where the server started it: a script or a test drives the task itself.
      if (!state.timer) return;
      setTimeout(runOnce, 0).unref();
    },
  };
}
