import { brazilianStates as allStates } from "@/lib/brazilian-states";
import type { states } from "../schema";

export const brazilianStates: (typeof states.$inferInsert)[] = allStates.map(
  ({ code, name, region }) => ({ code, name, region }),
);
