import {
  authLoginContract,
  loginStartLimit,
  loginUnavailablePath,
  startLogin,
} from "@/features/identity/server";
import { ApiError, defineRoute, isBrowserNavigation } from "@/lib/http";

export const dynamic = "force-dynamic";

/** A login that cannot start now but may in a moment: the provider away, or too many starts. */
const cannotStartNow = (error: unknown) =>
  error instanceof ApiError && (error.status === 503 || error.status === 429);

export const GET = defineRoute(authLoginContract, async ({ query, request }) => {
  let location: string;
  try {
    await loginStartLimit.consume({ ip: request });
    location = await startLogin(query.redirectToBack, { signUp: query.screen === "cadastro" });
  } catch (error) {
    // A script's call keeps the API's error; a browser following the link gets a page to read.
    if (!cannotStartNow(error) || !isBrowserNavigation(request)) throw error;
    return new Response(null, {
      status: 303,
      headers: {
        location: loginUnavailablePath(query.redirectToBack),
        "cache-control": "no-store",
      },
    });
  }
  return new Response(null, { status: 303, headers: { location } });
});
