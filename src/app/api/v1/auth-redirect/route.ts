import { authRedirectContract, loginStartLimit, startLogin } from "@/features/identity/server";
import { defineRoute } from "@/lib/http";

export const dynamic = "force-dynamic";

export const POST = defineRoute(authRedirectContract, async ({ body, request }) => {
  await loginStartLimit.consume({ ip: request });
  return { body: { data: { url: await startLogin(body.redirectToBack) } } };
});
