import { z } from 'zod';
import { busFromConfig, openPlatformDb } from '../boot.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { BrandAdmin } from '../modules/brand/index.ts';
import { brand } from './brand.ts';
import { channel } from './channel.ts';
import { contact } from './contact.ts';
import { contract } from './contract.ts';
import { feedback } from './feedback.ts';
import { parseCli, type Command } from './context.ts';
import { deposit } from './deposit.ts';
import { domain } from './domain.ts';
import { lottery } from './lottery.ts';
import { maintenance } from './maintenance.ts';
import { mall } from './mall.ts';
import { staff } from './staff.ts';
import { member } from './member.ts';
import { message } from './message.ts';
import { moduleSwitch } from './module.ts';
import { outbox } from './outbox.ts';
import { promo } from './promo.ts';
import { registerField } from './register-field.ts';
import { restrict } from './restrict.ts';
import { usage } from './usage.ts';
import { vendor } from './vendor.ts';
import { wallet } from './wallet.ts';
import { withdraw } from './withdraw.ts';

/** The command groups of the usage text, one file each. */
const commands: Record<string, Command> = {
  maintenance,
  restrict,
  module: moduleSwitch,
  'register-field': registerField,
  brand,
  domain,
  member,
  outbox,
  wallet,
  vendor,
  channel,
  deposit,
  withdraw,
  lottery,
  contract,
  promo,
  mall,
  contact,
  feedback,
  message,
  staff,
};

async function main(argv: string[], env: NodeJS.ProcessEnv) {
  const { values, positionals } = parseCli(argv);
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.log(usage);
    return values.help ? 0 : 64;
  }
  const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run) {
    console.error(`unknown command ${command}\n\n${usage}`);
    return 64;
  }

  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const merchant = values.merchant ?? config.DEFAULT_MERCHANT;
  const { db } = await openPlatformDb(config);
  const bus = busFromConfig(config);
  try {
    return (await run({ config, db, merchant, values, admin: new BrandAdmin(db.kysely, bus) }, args)) ?? 0;
  } finally {
    await bus?.close();
    await db.close();
  }
}

/**
 * Runs one operator command and answers its exit code: 0 done, 64 a usage mistake, 65 refused
 * input (a setting, a brand rule). What it prints goes to the console. The binary
 * (`npm run admin`, admin.ts) is this with the process's arguments and environment.
 */
export async function runAdmin(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  try {
    return await main(argv, env);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof AppError) {
      console.error(err.message);
      return 65;
    }
    if (String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_')) {
      // An unknown or malformed option: the operator's typo, not a crash.
      console.error(`${(err as Error).message}\n\n${usage}`);
      return 64;
    }
    if (err instanceof z.ZodError) {
      // A setting that fails the brand's schema (brand set): say which, without a stack.
      console.error(z.prettifyError(err));
      return 65;
    }
    throw err;
  }
}
