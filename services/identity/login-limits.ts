import type { IdentityStore } from "./store";

/** Ten failed logins within the window pause that account or address for fifteen minutes. */
export const maxLoginFailures = 10;
export const lockMinutes = 15;

export function loginLimits(store: IdentityStore) {
  // Without an address (the account API's password check, server to server) only the account
  // counts: the storefront's own address must not pause everyone.
  const keys = (email: string, ip?: string) =>
    ip === undefined ? [`account:${email}`] : [`account:${email}`, `ip:${ip}`];

  return {
    /** Minutes left in a pause of this account or this address, or 0. */
    async lockedMinutes(email: string, ip?: string): Promise<number> {
      const rows = await store.query<{ seconds: number }>(
        `select extract(epoch from (locked_until - now()))::int as seconds
           from login_failures where key = any($1::text[]) and locked_until > now()`,
        [keys(email, ip)],
      );
      const seconds = Math.max(0, ...rows.map((row) => Number(row.seconds)));
      return Math.ceil(seconds / 60);
    },

    async recordFailure(email: string, ip?: string): Promise<void> {
      for (const key of keys(email, ip)) {
        await store.query(
          `insert into login_failures (key, failures, window_started_at) values ($1, 1, now())
           on conflict (key) do update set
             failures = case when login_failures.window_started_at < now() - make_interval(mins => $2::int)
               then 1 else login_failures.failures + 1 end,
             window_started_at = case when login_failures.window_started_at < now() - make_interval(mins => $2::int)
               then now() else login_failures.window_started_at end`,
          [key, lockMinutes],
        );
        await store.query(
          `update login_failures set locked_until = now() + make_interval(mins => $3::int), failures = 0,
             window_started_at = now()
           where key = $1 and failures >= $2::int`,
          [key, maxLoginFailures, lockMinutes],
        );
      }
    },

    /**
     * A successful login or a password reset clears the account's count and pause; the address
     * keeps its own.
     */
    async clearAccount(email: string): Promise<void> {
      await store.query("delete from login_failures where key = $1", [`account:${email}`]);
    },
  };
}
