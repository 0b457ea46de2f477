import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535),
  PUBLIC_BASE_URL: z.url(),
  API_KEY: z.string().min(8, "must have at least 8 characters"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), "must start with postgres://")
      .optional(),
  ),
  PGLITE_DIR: z.string().min(1),
  // The longest one statement may run on PostgreSQL before it is cancelled (0: no limit).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(10_000),
  // After SIGTERM, how long an instance keeps serving (readiness already 503) before it stops
  // accepting connections, so a balancer stops sending to it first and nothing queued is cut.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().max(60_000).default(3000),
  // How long a page of the shopper's half is shared by visitors without cookies, and sent to
  // proxies as s-maxage (decision 037); 0 renders every page per request.
  PAGE_CACHE_SECONDS: z.coerce.number().int().nonnegative().max(3600).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  IDENTITY_PORT: z.coerce.number().int().min(1).max(65535),
  // The identity provider's listening address: loopback on one machine, 0.0.0.0 in a container.
  IDENTITY_LISTEN_HOST: z.string().min(1).default("127.0.0.1"),
  OIDC_ISSUER: z.url(),
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(8, "must have at least 8 characters"),
  IDENTITY_COOKIE_SECRET: z.string().min(16, "must have at least 16 characters"),
  // Where the embedded provider reaches the storefront for back-channel logouts, when it cannot by
  // PUBLIC_BASE_URL (a container, whose localhost is its own). Defaults to PUBLIC_BASE_URL.
  STOREFRONT_INTERNAL_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Outgoing mail (codes, reset links). `npm start` runs a local mail catcher when this points at
  // this machine; its web inbox listens on MAIL_CATCHER_WEB_PORT.
  SMTP_URL: z.url().default("smtp://127.0.0.1:1025"),
  MAIL_FROM: z.string().min(3).default("Volkswagen <nao-responda@volkswagen.localhost>"),
  MAIL_CATCHER_WEB_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
  // Remote configuration (GrowthBook protocol). Without a host, the storefront serves its own.
  FLAGS_API_HOST: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Checked by the flags feature, not here: an invalid key means defaults (SPEC.md section 5).
  FLAGS_CLIENT_KEY: z.string().default(""),
  // The local operator credential: the command-line tools (flags, dealer and operator
  // credentials) present it to the running storefront's operator API. Generated on first start.
  OPERATOR_SECRET: z.string().min(32, "must have at least 32 characters"),
  // Scales every rate limit (decision 019): more for a call centre behind one address or a load
  // test, less to tighten them.
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  // How many reverse proxies stand between the clients and this process, each appending the
  // address it saw to X-Forwarded-For: 0 when clients reach it directly (`npm start`), 1 behind
  // nginx or a cloud balancer. The per-address limits count the hop the nearest one appended.
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(5).default(0),
  // With a URL, rate-limit counters live in Redis (shared by every instance); else in the database.
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), "must start with redis://")
      .optional(),
  ),
  // With a key, places come from Google Places; without one, from the embedded offline data.
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
  // The three sites served by this app (SPEC.md section 2); any other origin is the offers site.
  OFFERS_ORIGIN: z.url(),
  MY_ACCOUNT_ORIGIN: z.url(),
  LOYALTY_ORIGIN: z.url(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Parses an environment; the error names the first bad variable in one line. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? "environment");
  const reason =
    issue?.code === "invalid_type" && env[variable] === undefined
      ? "is missing"
      : `is invalid (${issue?.message ?? "unexpected value"})`;
  return fail(`Invalid configuration: ${variable} ${reason}; see .env.example`);
}

/** The placeholder that marks a published development value in .env.example. */
export const publishedValueMarker = "change-me";

/**
 * In production no setting may keep a value published in .env.example: the first variable that
 * still holds one is named in one line.
 */
export function refusePublishedValues(env: Record<string, string | undefined>): void {
  if (env.NODE_ENV !== "production") return;
  const published = Object.keys(configSchema.shape).find((name) =>
    env[name]?.includes(publishedValueMarker),
  );
  if (published) {
    fail(
      `Invalid configuration: ${published} still holds the published value of .env.example ("${publishedValueMarker}"); set a secret of your own in production`,
    );
  }
}

function fail(message: string): never {
  throw new ConfigError(message);
}

let cached: Config | undefined;

/** The environment, parsed once per process. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
