import {
  registrationContract,
  registrationState,
  registrationStepContract,
  requireOwner,
  saveRegistrationStep,
} from "@/features/garage/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(registrationContract, async () => ({
  body: { registration: await registrationState(await requireOwner()) },
}));

export const PUT = defineRoute(registrationStepContract, async ({ body }) => ({
  body: { registration: await saveRegistrationStep(await requireOwner(), body) },
}));
