import { issueDealerCredentials, issueDealerCredentialsContract } from "@/features/leads/server";
import { defineRoute } from "@/lib/http";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

export const POST = defineRoute(
  issueDealerCredentialsContract,
  async ({ body, caller, requestId }) => {
    const issued = await issueDealerCredentials(body.dealerCode, { webhookUrl: body.webhookUrl });
    logger().info(
      {
        reqId: requestId,
        issuedBy: caller.kind === "operator" ? caller.operator.id : undefined,
        dealer: issued.dealerCode,
      },
      "dealer credentials issued",
    );
    return { status: 201, body: { ...issued, webhookUrl: body.webhookUrl ?? null } };
  },
);
