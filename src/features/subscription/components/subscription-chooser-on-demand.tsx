"use client";

import { loadOnFirstUse } from "@/ui/load-on-first-use";

// "/" shows the buy tab or Sign&Drive's, one route for both: the chooser's code is fetched only
// by a page that renders it, not by every visit to the buy tab. The server's HTML of the chooser
// stays on screen while its code arrives.
export const SubscriptionChooser = loadOnFirstUse(() =>
  import("./subscription-chooser").then((module) => module.SubscriptionChooser),
);
