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

const envSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs). Empty: the socket address is the client. */
  TRUSTED_PROXIES: csv,
  /** Origins allowed to call the API cross-origin. Empty: CORS is closed. */
  CORS_ORIGINS: csv,
  /** Brand served when neither the Merchant header nor the host names one. */
  DEFAULT_MERCHANT: z.string().min(1).max(32).default('demo'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  /** Seed the demo brand when the database has no brand yet. */
  SEED_DEMO: bool.default(true),
  /** Directory of the built web app; served with SPA fallback when it exists. */
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  /** How often a node checks whether another process changed brand settings. */
  CONFIG_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

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
