import * as v from "valibot";
import { endpoint } from "@/lib/api-client";

/** The session calls the shell's login control makes (and the booking's login prompt). */
export const sessionEndpoints = {
  loginAddress: endpoint(
    "POST",
    "/api/v1/auth-redirect",
    v.object({ data: v.object({ url: v.string() }) }),
  ).withBody<{ redirectToBack: string }>(),
  // The session's owner, from its cookie: a shared page does not name them (decision 075).
  owner: endpoint(
    "POST",
    "/api/v1/user",
    v.object({ user: v.object({ name: v.string() }) }),
  ).withBody<Record<string, never>>(),
  logoutAddress: endpoint("GET", "/api/v1/auth-redirect/logout", v.object({ url: v.string() })),
  monitoring: endpoint(
    "POST",
    "/api/v1/monitoring",
    v.object({ recorded: v.literal(true) }),
  ).withBody<{ transaction: "redirect_to_vwid" | "session_duration"; durationMs?: number }>(),
};
