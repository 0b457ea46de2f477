/**
 * Runs once when a server instance starts: the leads outbox worker lives in the app process, so
 * every instance works through the outbox (entries are claimed, never delivered twice at once).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startLeadOutboxWorker } = await import("@/features/leads/server");
  startLeadOutboxWorker();
  const { startMaintenance } = await import("@/lib/http/maintenance");
  startMaintenance();
}
