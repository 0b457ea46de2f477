import { logout, logoutContract } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(logoutContract, async () => ({ body: { url: await logout() } }));
