import { identityAccounts, passwordChangeContract } from "@/features/account/server";
import { endOtherSessions, requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(passwordChangeContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  await identityAccounts.changePassword(owner.userId, body.currentPassword, body.newPassword);
  await endOtherSessions(request, owner.userId);
  return { body: { changed: true as const } };
});
