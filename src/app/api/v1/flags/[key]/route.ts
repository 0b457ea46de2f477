import {
  clearFlag,
  clearFlagContract,
  requireFlagAdmin,
  setFlag,
  setFlagContract,
} from "@/features/flags/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const PUT = defineRoute(setFlagContract, async ({ params, body, request }) => {
  requireFlagAdmin(request);
  return { body: await setFlag(params.key, body.value) };
});

export const DELETE = defineRoute(clearFlagContract, async ({ params, request }) => {
  requireFlagAdmin(request);
  return { body: await clearFlag(params.key) };
});
