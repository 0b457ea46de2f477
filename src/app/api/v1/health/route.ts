import { checkHealth, healthContract } from "@/features/platform/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(healthContract, async () => ({ body: await checkHealth() }));
