import {
  completeRegistration,
  completeRegistrationContract,
  requireOwner,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(completeRegistrationContract, async ({ request }) => ({
  body: { registration: await completeRegistration(await requireOwner(request)) },
}));
