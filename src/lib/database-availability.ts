import { processSlot } from "./process-state";

// Process-wide, because the proxy that reads it and the routes that find the database gone are
// bundled apart. Holds no connection: the proxy answers from it without touching the database.
const outage = processSlot<{ since: number }>("database.outage");

/** What this instance knows of its database: down from a failed call until a probe succeeds. */
export const databaseAvailability = {
  isDown: (): boolean => outage.get() !== undefined,
  markDown: (): boolean => {
    if (outage.get()) return false;
    outage.set({ since: Date.now() });
    return true;
  },
  markUp: (): number | undefined => {
    const since = outage.get()?.since;
    outage.set(undefined);
    return since === undefined ? undefined : Date.now() - since;
  },
};
