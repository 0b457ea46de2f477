import { emailChangeContract, identityAccounts } from "@/features/account/server";
import { requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(emailChangeContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  return {
    body: await identityAccounts.requestEmailChange(owner.userId, body.email, body.currentPassword),
  };
});
