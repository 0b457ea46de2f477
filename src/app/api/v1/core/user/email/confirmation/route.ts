import { emailConfirmationContract, getAccount, identityAccounts } from "@/features/account/server";
import { requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(emailConfirmationContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  await identityAccounts.confirmEmailChange(owner.userId, body.code);
  return { body: await getAccount(owner.userId) };
});
