import { monitoringContract, monitoringLimit } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

// Monitoring does not depend on cookie consent: it carries no personal data and goes to the log.
export const POST = defineRoute(monitoringContract, async ({ body, request, requestId }) => {
  await monitoringLimit.consume({ ip: request });
  logger().info(
    { reqId: requestId, transaction: body.transaction, durationMs: body.durationMs },
    "monitoring transaction",
  );
  return { body: { recorded: true as const } };
});
