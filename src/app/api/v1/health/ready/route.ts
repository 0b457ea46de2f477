import { checkHealth, readinessContract } from "@/features/platform/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(readinessContract, async () => ({ body: await checkHealth() }));
