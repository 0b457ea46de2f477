import { authCallbackContract, finishLogin } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(authCallbackContract, async ({ request }) => {
  const location = await finishLogin(new URL(request.url));
  return new Response(null, { status: 303, headers: { location } });
});
