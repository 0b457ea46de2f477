import { operatorCredentialsContract } from "@/features/platform/server";
import { issueOperatorCredential } from "@/lib/access";
import { defineRoute } from "@/lib/http";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  operatorCredentialsContract,
  async ({ body, caller, requestId }) => {
    const issued = await issueOperatorCredential(body.name);
    logger().info(
      {
        reqId: requestId,
        issuedBy: caller.kind === "operator" ? caller.operator.id : undefined,
        credential: issued.id,
      },
      "operator credential issued",
    );
    return { status: 201, body: issued };
  },
);
