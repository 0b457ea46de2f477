import { createHash } from "node:crypto";
import type { IdentityStore } from "./store";

/**
 * What a person does a few times an hour and a script thousands of times: each one sends an
 * e-mail or writes an account, so each is counted per address and, where one is named, per
 * account, in a fixed window (decision 019). `RATE_LIMIT_MULTIPLIER` scales them as it does the
 * storefront's.
 */
export const actionPolicies = {
  signUpPerAddress: { name: "signup-ip", points: 20, windowMinutes: 60 },
  codePerAccount: { name: "code-account", points: 5, windowMinutes: 15 },
  codePerAddress: { name: "code-ip", points: 30, windowMinutes: 15 },
  resetPerAddress: { name: "reset-ip", points: 10, windowMinutes: 60 },
  resetPerEmail: { name: "reset-email", points: 3, windowMinutes: 60 },
} as const;

export type ActionPolicy = (typeof actionPolicies)[keyof typeof actionPolicies];

// Addresses and e-mails are kept as hashes: the counters are not a log of who tried what.
const hashed = (value: string) => createHash("sha256").update(value).digest("base64url");

export function actionLimits(store: IdentityStore, multiplier = 1) {
  return {
    /**
     * Counts one action under each policy and answers the seconds to wait when any of them is past
     * its limit, or 0. Every attempt counts, refused ones too, so a script gains nothing by retrying.
     */
    async consume(entries: [ActionPolicy, string][]): Promise<number> {
      let wait = 0;
      for (const [policy, subject] of entries) {
        const [row] = await store.query<{ count: number; seconds: number }>(
          `insert into action_counts (key, count, window_started_at) values ($1, 1, now())
           on conflict (key) do update set
             count = case when action_counts.window_started_at < now() - make_interval(mins => $2::int)
               then 1 else action_counts.count + 1 end,
             window_started_at = case when action_counts.window_started_at < now() - make_interval(mins => $2::int)
               then now() else action_counts.window_started_at end
           returning count,
             ceil(extract(epoch from (window_started_at + make_interval(mins => $2::int) - now())))::int as seconds`,
          [`${policy.name}:${hashed(subject)}`, policy.windowMinutes],
        );
        const limit = Math.max(1, Math.round(policy.points * multiplier));
        if (row && Number(row.count) > limit)
          wait = Math.max(wait, Math.max(1, Number(row.seconds)));
      }
      // Windows long past are swept now and then, so the table holds only recent addresses.
      if (Math.random() < 0.01) {
        await store.query(
          "delete from action_counts where window_started_at < now() - interval '1 day'",
        );
      }
      return wait;
    },
  };
}
