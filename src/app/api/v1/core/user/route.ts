import {
  accountContract,
  accountDeleteContract,
  accountUpdateContract,
  deleteAccount,
  getAccount,
  updateAccount,
} from "@/features/account/server";
import { sendTransferMailsNow, tellGarageClaimsReleased } from "@/features/garage/server";
import { clearSessionCookies, requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(accountContract, async ({ request }) => {
  const owner = await requireOwnerCall(request);
  return { body: await getAccount(owner.userId) };
});

export const PUT = defineRoute(accountUpdateContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  return { body: await updateAccount(owner.userId, body) };
});

export const DELETE = defineRoute(accountDeleteContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  // The deletion drops the claims on the owner's vehicles with the owner: each requester is told
  // the vehicle is now free to register, by a mail written with the deletion.
  const mailIds = await deleteAccount(owner.userId, body.currentPassword, (tx) =>
    tellGarageClaimsReleased(tx, owner.userId),
  );
  await clearSessionCookies();
  await sendTransferMailsNow(mailIds);
  return { body: { deleted: true as const } };
});
