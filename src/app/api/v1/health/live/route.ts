import { checkLiveness, livenessContract } from "@/features/platform/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(livenessContract, () => ({ body: checkLiveness() }));
