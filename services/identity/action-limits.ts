import { createHash } from "node:crypto";
import type { IdentityStore } from "./store";
import { identityTexts as t } from "./texts";

/**
 * What a person does a few times an hour and a script thousands of times: each one sends an
 * e-mail or writes an account, so each is counted per address and, where one is named, per
 * account, in a fixed window (decision 019). `RATE_LIMIT_MULTIPLIER` scales them as it does the
 * storefront's.
 */
export interface ActionPolicy {
  name: string;
  points: number;
  windowMinutes: number;
  /**
   * Not scaled by `RATE_LIMIT_MULTIPLIER`: a call centre behind one address needs more per
   * address, never more mail to one person's inbox.
   */
  perInbox?: true;
}

export const actionPolicies = {
  signUpPerAddress: { name: "signup-ip", points: 20, windowMinutes: 60 },
  codePerAccount: { name: "code-account", points: 5, windowMinutes: 15 },
  codePerAddress: { name: "code-ip", points: 30, windowMinutes: 15 },
  // Every code mail to one e-mail (sign-up, resend, login of an unconfirmed account, new e-mail of
  // Minha conta): anyone can type a stranger's address, so the stranger's inbox sets the pace.
  codeSpacingPerEmail: { name: "code-email-minute", points: 1, windowMinutes: 1, perInbox: true },
  codePerEmail: { name: "code-email", points: 5, windowMinutes: 60, perInbox: true },
  // Each code typed, right or wrong: five wrong end a code, and these keep a script from asking
  // for code after code to guess on.
  codeCheckPerAccount: { name: "code-check-account", points: 10, windowMinutes: 15 },
  codeCheckPerAddress: { name: "code-check-ip", points: 30, windowMinutes: 15 },
  resetPerAddress: { name: "reset-ip", points: 10, windowMinutes: 60 },
  resetPerEmail: { name: "reset-email", points: 3, windowMinutes: 60, perInbox: true },
} as const satisfies Record<string, ActionPolicy>;

// Addresses and e-mails are kept as hashes: the counters are not a log of who tried what.
const hashed = (value: string) => createHash("sha256").update(value).digest("base64url");

export function actionLimits(store: IdentityStore, multiplier = 1) {
  const limitOf = (policy: ActionPolicy) =>
    policy.perInbox ? policy.points : Math.max(1, Math.round(policy.points * multiplier));
  const keyOf = (policy: ActionPolicy, subject: string) => `${policy.name}:${hashed(subject)}`;

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
          [keyOf(policy, subject), policy.windowMinutes],
        );
        if (row && Number(row.count) > limitOf(policy))
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

    /**
     * Takes one point of each policy only when every one has a point left: the policy that refused
     * and its wait in seconds, or undefined. Unlike `consume`, a refusal counts nothing, so an
     * impatient click on "Reenviar código" does not use up the mails of the hour; it is for limits
     * that count what was sent, one point per mail. Each take is a single conditional upsert, so
     * concurrent requests cannot both take the last point.
     */
    async take(
      entries: [ActionPolicy, string][],
    ): Promise<{ policy: ActionPolicy; seconds: number } | undefined> {
      const taken: string[] = [];
      for (const [policy, subject] of entries) {
        const key = keyOf(policy, subject);
        const expired = `action_counts.window_started_at < now() - make_interval(mins => $2::int)`;
        const rows = await store.query(
          `insert into action_counts (key, count, window_started_at) values ($1, 1, now())
           on conflict (key) do update set
             count = case when ${expired} then 1 else action_counts.count + 1 end,
             window_started_at = case when ${expired} then now() else action_counts.window_started_at end
           where ${expired} or action_counts.count < $3::int
           returning count`,
          [key, policy.windowMinutes, limitOf(policy)],
        );
        if (rows.length > 0) {
          taken.push(key);
          continue;
        }
        // The points already taken go back: nothing is sent, and the refusal named is this one.
        for (const earlier of taken) {
          await store.query(
            "update action_counts set count = count - 1 where key = $1 and count > 0",
            [earlier],
          );
        }
        const [row] = await store.query<{ seconds: number }>(
          `select ceil(extract(epoch from (window_started_at + make_interval(mins => $2::int) - now())))::int as seconds
             from action_counts where key = $1`,
          [key, policy.windowMinutes],
        );
        return { policy, seconds: Math.max(1, Number(row?.seconds ?? 1)) };
      }
      return undefined;
    },
  };
}

/**
 * Takes a code mail to `email` from its inbox's limits: one a minute, five an hour. The pt-BR
 * refusal and its wait, or undefined when the mail may go.
 */
export async function takeCodeMail(
  actions: ReturnType<typeof actionLimits>,
  email: string,
): Promise<{ message: string; seconds: number } | undefined> {
  const refused = await actions.take([
    [actionPolicies.codeSpacingPerEmail, email],
    [actionPolicies.codePerEmail, email],
  ]);
  if (!refused) return undefined;
  const message =
    refused.policy.name === actionPolicies.codeSpacingPerEmail.name
      ? t.codeTooSoon
      : t.codeTooMany(refused.seconds);
  return { message, seconds: refused.seconds };
}
