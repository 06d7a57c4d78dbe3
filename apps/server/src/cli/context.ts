import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { RedisLiveBus } from '../lib/live-bus.ts';
import { findMerchantByCode, loadBrand, type BrandAdmin } from '../modules/brand/index.ts';
import { createWallet } from '../modules/wallet/index.ts';

const options = {
  merchant: { type: 'string' },
  message: { type: 'string', default: '' },
  remove: { type: 'boolean', default: false },
  enabled: { type: 'string' },
  required: { type: 'string' },
  pattern: { type: 'string' },
  'pattern-id': { type: 'string' },
  min: { type: 'string' },
  max: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  username: { type: 'string' },
  password: { type: 'string' },
  'default-password': { type: 'boolean', default: false },
  type: { type: 'string' },
  mobile: { type: 'string' },
  email: { type: 'string' },
  'payee-name': { type: 'string' },
  upline: { type: 'string' },
  'affiliate-code': { type: 'string' },
  target: { type: 'string' },
  limit: { type: 'string' },
  status: { type: 'string' },
  memo: { type: 'string' },
  key: { type: 'string' },
  series: { type: 'string' },
  mode: { type: 'string' },
  kind: { type: 'string' },
  scheme: { type: 'string' },
  port: { type: 'string' },
  accept: { type: 'boolean', default: false },
  amount: { type: 'string' },
  label: { type: 'string' },
  title: { type: 'string' },
  body: { type: 'string' },
  role: { type: 'string' },
} as const;

/** Marks a negative number while parsing: `wallet adjust U -100.00` debits, it is no option. */
const NEG = '\u0000';
const unmark = <T>(v: T): T => (typeof v === 'string' && v.startsWith(NEG) ? (v.slice(1) as T) : v);

export function parseCli(argv: string[]) {
  const args = argv.map((a) => (/^-\d/.test(a) ? `${NEG}${a}` : a));
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options });
  return {
    values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, unmark(v)])) as typeof values,
    positionals: positionals.map(unmark),
  };
}

export type CliValues = ReturnType<typeof parseCli>['values'];

/** What every command group gets: the opened database, the brand it acts on and the options. */
export type CliContext = {
  config: Config;
  db: Db;
  /** The brand's code (--merchant, else DEFAULT_MERCHANT). */
  merchant: string;
  values: CliValues;
  admin: BrandAdmin;
};

/** A command group: its sub-command and arguments after it; a number is the exit code. */
export type Command = (ctx: CliContext, args: string[]) => Promise<number | void>;

export async function merchantOf(ctx: CliContext): Promise<{ id: number }> {
  const m = await findMerchantByCode(ctx.db.kysely, ctx.merchant);
  if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${ctx.merchant}` });
  return m;
}

/** The brand's id and its settings, as the server reads them. */
export async function brandOf(ctx: CliContext) {
  const m = await merchantOf(ctx);
  return { id: m.id, brand: await loadBrand(ctx.db.kysely, m.id) };
}

/** With REDIS_URL, the nodes' live bus: what the CLI changes reaches members' open pages (close it after). */
export const cliLive = (config: Config) =>
  config.REDIS_URL
    ? new RedisLiveBus(config.REDIS_URL, { prefix: `${config.REDIS_PREFIX}:live` })
    : undefined;

/** The wallet as the CLI uses it; with REDIS_URL its money moves reach members' open pages live. */
export function cliWallet(config: Config, db: Db) {
  const live = cliLive(config);
  const wallet = createWallet(db.kysely, {
    onMoved: (merchantId, memberIds) => {
      for (const memberId of memberIds) live?.publish({ merchantId, memberId, topic: 'balance' });
    },
  });
  return { wallet, live };
}

export const bool = (v: string | undefined, name: string): boolean => {
  if (v === 'true' || v === 'on' || v === '1') return true;
  if (v === 'false' || v === 'off' || v === '0') return false;
  throw new AppError('request.invalid', { message: `${name} must be true or false` });
};

/** `--limit N`: how many rows a list prints (20 unless told). */
export const limitOf = (values: CliValues): number => Number(values.limit ?? 20);

/** `--status S` of a list: one of the statuses its rows can have. */
export function statusOf<S extends string>(values: CliValues, statuses: readonly S[]): S | undefined {
  const s = values.status;
  if (s === undefined) return undefined;
  if (!statuses.includes(s as S))
    throw new AppError('request.invalid', { message: `--status must be one of ${statuses.join(', ')}` });
  return s as S;
}
