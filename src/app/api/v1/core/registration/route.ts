import {
  registrationContract,
  registrationState,
  registrationStepContract,
  requireOwner,
  saveRegistrationStep,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(registrationContract, async ({ request }) => ({
  body: { registration: await registrationState(await requireOwner(request)) },
}));

export const PUT = defineRoute(registrationStepContract, async ({ body, request }) => ({
  body: { registration: await saveRegistrationStep(await requireOwner(request), body) },
}));
