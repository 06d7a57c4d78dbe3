import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((s) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

const bool = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL connection string; when set it replaces the embedded SQLite database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    /** The Redis channel of live events: deployments (or test runs) sharing one Redis keep apart by it. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,60}$/)
      .default('lotto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs). Empty: the socket address is the client. */
    TRUSTED_PROXIES: csv,
    /** Origins allowed to call the API cross-origin. Empty: CORS is closed. */
    CORS_ORIGINS: csv,
    /** Origins the /game page may frame besides https pages (a vendor sandbox on http in development). */
    GAME_FRAME_ORIGINS: csv,
    /** Brand served when neither the Merchant header nor the host names one. */
    DEFAULT_MERCHANT: z.string().min(1).max(32).default('demo'),
    /**
     * A request to a host no brand lists: `refuse` answers 421 `host.unknown` (a plain page for
     * pages), `default-brand` serves DEFAULT_MERCHANT as before. Unset: refuse in production.
     */
    UNKNOWN_HOSTS: z.enum(['refuse', 'default-brand']).optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    /** Seed the demo brand when the database has no brand yet. */
    SEED_DEMO: bool.default(true),
    /** Directory of the built web app; served with SPA fallback when it exists. */
    WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
    /** Directory of the built back office (apps/backoffice), served under /backoffice when it exists. */
    BACKOFFICE_DIST: z.string().default(new URL('../../backoffice/dist', import.meta.url).pathname),
    /** How often a node checks whether another process changed brand settings. */
    CONFIG_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** A session ends after this long without a request, or this many hours after sign-in. */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Remember-me keeps a member signed in this long (1 day: docs/product/accounts.md#remember-me). */
    REMEMBER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Where SMS codes go: `outbox` stores them in the database (read them with the CLI); `http` posts to a gateway. */
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    /**
     * One SMS text for every language instead of the built-in Filipino and English ones;
     * {brand}, {code} and {minutes} are filled in.
     */
    SMS_TEMPLATE: z.string().min(1).optional(),
    EMAIL_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    EMAIL_HTTP_URL: z.url().optional(),
    EMAIL_HTTP_TOKEN: z.string().optional(),
    /** Key that signs human-check challenges; generated and kept in the database when unset. */
    ALTCHA_HMAC_KEY: z.string().min(32).optional(),
    /** Work of a human check: the solver tries up to this many numbers (half on average). */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
    /** Throttles (per window): SMS per number and per IP in 10 minutes, registrations per IP in an hour, logins per account per minute. */
    SMS_PER_NUMBER: z.coerce.number().int().min(1).default(3),
    SMS_PER_IP: z.coerce.number().int().min(1).default(10),
    REGISTER_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_BURST_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_BURST_PER_IP: z.coerce.number().int().min(1).default(60),
    /** Failed logins per account in an hour before the soft lock. */
    LOGIN_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(100),
    /**
     * The extra proof of a login from a new IP (LOGINIPVERF3): tries per account in an hour before
     * it locks (a right answer starts the count again), and tries per IP in an hour.
     */
    IP_CHECK_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(5),
    IP_CHECK_PER_IP: z.coerce.number().int().min(1).default(20),
    /** The API reference at /docs (UI and document); unset: on except in production. */
    DOCS_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'required when SMS_PROVIDER=http' });
    if (c.EMAIL_PROVIDER === 'http' && !c.EMAIL_HTTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['EMAIL_HTTP_URL'],
        message: 'required when EMAIL_PROVIDER=http',
      });
  })
  // A production site does not advertise its whole API to strangers unless the operator says so.
  .transform((c) => ({
    ...c,
    DOCS_ENABLED:
      c.DOCS_ENABLED === undefined ? c.NODE_ENV !== 'production' : ['true', '1'].includes(c.DOCS_ENABLED),
    // A production site answers only its brands' own names: a link mailed from a forged host
    // or a page framed under a stranger's domain needs a host the brand does not list.
    UNKNOWN_HOSTS: c.UNKNOWN_HOSTS ?? (c.NODE_ENV === 'production' ? 'refuse' : 'default-brand'),
    // Behind a proxy, a stopping node first says it is draining for this long (lib/lifecycle.ts).
    SHUTDOWN_DELAY_MS: c.SHUTDOWN_DELAY_MS ?? (c.NODE_ENV === 'production' ? 3000 : 0),
  }));

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid environment variables:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.issues = issues;
  }
}

/** Parses the environment once at boot; the message lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}
