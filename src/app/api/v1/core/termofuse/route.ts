import {
  acceptCurrentTerms,
  termsAcceptanceContract,
  termsContract,
} from "@/features/account/server";
import { currentTermsOfUse } from "@/features/identity";
import { acceptedTermsVersion, requireOwnerCall } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(termsContract, async ({ request }) => {
  const owner = await requireOwnerCall(request);
  const acceptedVersion = (await acceptedTermsVersion(owner.userId)) ?? null;
  return { body: { ...currentTermsOfUse(), acceptedVersion } };
});

export const POST = defineRoute(termsAcceptanceContract, async ({ request, body }) => {
  const owner = await requireOwnerCall(request);
  return { body: { acceptedVersion: await acceptCurrentTerms(owner.userId, body.version) } };
});
