import { authLoginContract, loginStartLimit, startLogin } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = defineRoute(authLoginContract, async ({ query, request }) => {
  await loginStartLimit.consume({ ip: request });
  const url = await startLogin(query.redirectToBack, { signUp: query.screen === "cadastro" });
  return new Response(null, { status: 303, headers: { location: url } });
});
