import "server-only";
import { periodicTask } from "@/lib/periodic-task";
import { deliverDueLeads } from "./lead-outbox";

const outboxWorker = periodicTask(
  "leads.outboxWorker",
  5_000,
  deliverDueLeads,
  "lead outbox pass failed",
);

/** Starts the in-process worker that works through the leads outbox every few seconds. */
export function startLeadOutboxWorker(): void {
  outboxWorker.start();
}

/** A lead was just saved: the running worker tries it now rather than at its next tick. */
export function nudgeLeadOutbox(): void {
  outboxWorker.runSoon();
}
