import { clearFlag, clearFlagContract, setFlag, setFlagContract } from "@/features/flags/server";
import { defineRoute } from "@/lib/http";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

// Only an operator gets here (the contract's callers); the change is logged with who made it.
export const PUT = defineRoute(setFlagContract, async ({ params, body, caller, requestId }) => {
  const result = await setFlag(params.key, body.value);
  if (caller.kind === "operator") {
    logger().info({ reqId: requestId, operator: caller.operator.id, flag: params.key }, "flag set");
  }
  return { body: result };
});

export const DELETE = defineRoute(clearFlagContract, async ({ params, caller, requestId }) => {
  const result = await clearFlag(params.key);
  if (caller.kind === "operator") {
    logger().info(
      { reqId: requestId, operator: caller.operator.id, flag: params.key },
      "flag cleared",
    );
  }
  return { body: result };
});
