import { revokeOperatorCredentialContract } from "@/features/platform/server";
import { revokeOperatorCredential } from "@/lib/access";
import { apiErrors, defineRoute } from "@/lib/http";
import { logger } from "@/lib/logger";

export const dynamic = "force-dynamic";

export const DELETE = defineRoute(
  revokeOperatorCredentialContract,
  async ({ params, caller, requestId }) => {
    if (!(await revokeOperatorCredential(params.id))) {
      throw apiErrors.notFound("Nenhuma credencial de operador ativa com este id.");
    }
    logger().info(
      {
        reqId: requestId,
        revokedBy: caller.kind === "operator" ? caller.operator.id : undefined,
        credential: params.id,
      },
      "operator credential revoked",
    );
    return { body: { id: params.id, revoked: true as const } };
  },
);
