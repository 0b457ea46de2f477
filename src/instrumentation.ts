/**
 * Runs once when a server instance starts: the outbox workers (leads, booking, transfer, claim and
 * revision mails) and the deadline and reminder sweeps live in the app process, so every instance
 * works through the outboxes (entries are claimed, never delivered twice at once).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseUnrepresentableMethods } = await import("@/lib/http/unsupported-methods");
  refuseUnrepresentableMethods();
  const { trustClientAddressAtServer } = await import("@/lib/http/trusted-client-address");
  trustClientAddressAtServer();
  const { startLeadOutboxWorker } = await import("@/features/leads/server");
  startLeadOutboxWorker();
  const { startMaintenance } = await import("@/lib/http/maintenance");
  startMaintenance();
  const {
    startRevisionReminderMailWorker,
    startRevisionReminders,
    startTransferDeadlines,
    startTransferMailWorker,
  } = await import("@/features/garage/server");
  startTransferDeadlines();
  startTransferMailWorker();
  startRevisionReminders();
  startRevisionReminderMailWorker();
  const {
    startBookingMailWorker,
    startBookingReminders,
    startClaimMailWorker,
    startClaimReminders,
  } = await import("@/features/scheduling/server");
  startBookingMailWorker();
  startBookingReminders();
  startClaimMailWorker();
  startClaimReminders();
  const { checkDatabaseAtStart } = await import("@/lib/http/database-recovery");
  void checkDatabaseAtStart();
  const { drainOnShutdownSignals } = await import("@/lib/http/graceful-shutdown");
  drainOnShutdownSignals();
}

/**
 * Every server error is logged once, as JSON, with the digest the error page shows as its
 * reference; the path is logged without its query string, which may carry personal data.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath?: string; routeType?: string },
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/lib/logger");
  const { loggableError } = await import("@/lib/http/database-errors");
  const { noteDatabaseError } = await import("@/lib/http/database-recovery");
  noteDatabaseError(error);
  const digest = (error as { digest?: unknown }).digest;
  logger().error(
    {
      digest: typeof digest === "string" ? digest : undefined,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
      err: loggableError(error),
    },
    "server error",
  );
}
