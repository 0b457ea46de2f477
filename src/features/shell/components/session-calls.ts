import { callApi } from "@/lib/api-client";
import { sessionEndpoints } from "../endpoints";

/**
 * The login control's calls. They wait for a click or a session's end, so the control imports
 * this module on its first call: the API client and its answer schemas stay out of every page's
 * first JavaScript.
 */
export function sessionCalls(apiKey: string) {
  return {
    loginAddress: (redirectToBack: string) =>
      callApi(apiKey, sessionEndpoints.loginAddress, { body: { redirectToBack } }),
    owner: () => callApi(apiKey, sessionEndpoints.owner, { body: {} }),
    logoutAddress: () => callApi(apiKey, sessionEndpoints.logoutAddress, {}),
    monitoring: (transaction: "redirect_to_vwid" | "session_duration", durationMs?: number) =>
      callApi(apiKey, sessionEndpoints.monitoring, {
        body: { transaction, durationMs },
        // Sent as the browser leaves for the provider, or as it logs out.
        keepalive: true,
      }),
  };
}
