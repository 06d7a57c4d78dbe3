import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { busFromConfig, openPlatformDb } from '../boot.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AccessRuleKind } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { RedisLiveBus } from '../lib/live-bus.ts';
import { formatMinor, parseMinor } from '../lib/money.ts';
import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import { LotteryDraws } from '../modules/lottery/scheduler.ts';
import { LotterySeries, PRIZE_MODE_IDS } from '../modules/lottery/series.ts';
import { Deposits } from '../modules/wallet/deposits.ts';
import { Ledger } from '../modules/wallet/ledger.ts';
import { Wallet } from '../modules/wallet/service.ts';
import { Withdrawals } from '../modules/wallet/withdrawals.ts';
import { BrandAdmin } from '../modules/brand/admin.ts';
import { toBrand } from '../modules/brand/brand.ts';
import { loadBrandRows, findMerchantByCode } from '../modules/brand/repo.ts';
import { createMember } from '../modules/identity/operator.ts';
import { membersRepo } from '../modules/identity/repo.ts';

const usage = `Operator CLI: npm run admin -- <command> [options]

Commands (all take --merchant CODE, default: DEFAULT_MERCHANT or "demo"):
  maintenance on|off [--message TEXT]     switch the maintenance page
  restrict allow-country|block-country|allow-ip|block-ip VALUE [--remove]
                                          country codes (PH) or IPs / CIDRs (203.0.113.0/24)
  module MODID on|off                     toggle a white-label module (e.g. DIRECTREG3)
  register-field FIELD --enabled B --required B --pattern P --pattern-id N --min N --max N
                                          edit the registration validation of one field
  brand show                              print the brand's settings, modules and rules
  brand set JSON                          merge top-level keys into the brand settings
  member create --username U --password P [--default-password] [--type N]
         [--mobile +639171234567] [--email E] [--payee-name N] [--upline U] [--affiliate-code C]
                                          create a member or agent (type 1, 2, 41, 42); with
                                          --default-password the member must change it at login
         [--series N [--mode Lott|ZY|Elott|SEA]]
                                          --series: its lottery prize series (every prize mode, or
                                          one), at most its upline's, at least the brand's floor
  member show USERNAME                    print a member and its upline chain
  member series USERNAME [N] [--mode M]   show the member's prize series per mode, or set it (all
                                          modes, or one); refused above its upline's, below the
                                          brand's floor or below one of its downlines'
  outbox [--target T] [--limit N]         the newest SMS and emails of the local providers
  wallet adjust USERNAME AMOUNT --memo TEXT [--key K]
                                          credit (AMOUNT 100.00) or debit (-100.00) a member's main
                                          wallet against the house adjustments account; --key makes
                                          a retry safe (default: one key per call)
  wallet show USERNAME                    the member's wallets
  vendor list                             the brand's game vendors with their switches and config
  vendor set CODE JSON                    {"enabled":false}, {"maintenance":true} or
                                          {"config":{"baseUrl":"https://...","secretEnv":"VAR"}}
  channel list                            the deposit channels with limits, fee and config
  channel set CODE JSON                   change a channel: {"enabled":false}, {"minAmount":10000},
                                          {"maxAmount":N}, {"feeBps":N}, {"feeFixed":N} (minor units)
                                          or {"config":{...}} merged into its config (e.g. baseUrl)
  deposit list [--limit N]                the newest deposit orders
  deposit confirm ORDERREF                a manual transfer arrived: credit the member (once)
  deposit reject ORDERREF --memo TEXT     refuse a pending manual order
  withdraw list [--limit N]               the newest withdrawals
  withdraw pay ORDERREF                   the money was sent: post the held amount (once)
  withdraw reject ORDERREF --memo TEXT    refuse: the held amount is released to the member
  lottery result GAME NUMERO WINNO        enter an official draw's result (e.g. FC3D 2026327 1,2,3)
                                          and settle its tickets (once)
  lottery cancel GAME NUMERO              call a draw off: every ticket on it is refunded
  lottery tick                            advance the draws now: open, close, draw, settle
`;

/** The wallet as the CLI uses it; with REDIS_URL its money moves reach members' open pages live. */
function cliWallet(config: Config, db: Db) {
  const live = config.REDIS_URL ? new RedisLiveBus(config.REDIS_URL) : undefined;
  const wallet = new Wallet(
    new Ledger(db.kysely, (merchantId, memberIds) => {
      for (const memberId of memberIds) live?.publish({ merchantId, memberId, topic: 'balance' });
    }),
  );
  return { wallet, live };
}

const zChannelPatch = z.strictObject({
  enabled: z.boolean().optional(),
  minAmount: z.number().int().min(1).optional(),
  maxAmount: z.number().int().min(1).optional(),
  feeBps: z.number().int().min(0).max(10_000).optional(),
  feeFixed: z.number().int().min(0).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});

/** `channel set CODE JSON`: one deposit channel's switch, limits, fee or provider config. */
async function setChannel(db: Db, merchantId: number, code: string, json: string) {
  const parsed = zChannelPatch.safeParse(JSON.parse(json));
  if (!parsed.success) throw new AppError('request.invalid', { message: parsed.error.message });
  const patch = parsed.data;
  const row = await db.kysely
    .selectFrom('payment_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw new AppError('request.invalid', { message: `no channel ${code}` });
  const min = patch.minAmount ?? Number(row.min_amount);
  const max = patch.maxAmount ?? Number(row.max_amount);
  if (min > max) throw new AppError('request.invalid', { message: 'minAmount must not exceed maxAmount' });
  await db.kysely
    .updateTable('payment_channels')
    .set({
      ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
      min_amount: min,
      max_amount: max,
      ...(patch.feeBps === undefined ? {} : { fee_bps: patch.feeBps }),
      ...(patch.feeFixed === undefined ? {} : { fee_fixed: patch.feeFixed }),
      ...(patch.config
        ? { config: JSON.stringify({ ...(JSON.parse(row.config) as object), ...patch.config }) }
        : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

/** `--mode M`: one prize mode; every mode when left out. */
const prizeModes = (mode: string | undefined): PrizeModeId[] => {
  if (mode === undefined) return PRIZE_MODE_IDS;
  if (!PRIZE_MODE_IDS.includes(mode as PrizeModeId))
    throw new AppError('request.invalid', { message: `--mode must be one of ${PRIZE_MODE_IDS.join(', ')}` });
  return [mode as PrizeModeId];
};

const seriesArg = (v: string): number => {
  if (!/^\d{4}$/.test(v))
    throw new AppError('request.invalid', { message: `series must be a number like 1950` });
  return Number(v);
};

const bool = (v: string | undefined, name: string): boolean => {
  if (v === 'true' || v === 'on' || v === '1') return true;
  if (v === 'false' || v === 'off' || v === '0') return false;
  throw new AppError('request.invalid', { message: `${name} must be true or false` });
};

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
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
      memo: { type: 'string' },
      key: { type: 'string' },
      series: { type: 'string' },
      mode: { type: 'string' },
    },
  });
  const [command, ...args] = positionals;
  if (!command || values.help) {
    console.log(usage);
    return command ? 0 : 64;
  }

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const merchant = values.merchant ?? config.DEFAULT_MERCHANT;
  const { db } = await openPlatformDb(config);
  const bus = busFromConfig(config);
  const admin = new BrandAdmin(db.kysely, bus);
  try {
    switch (command) {
      case 'maintenance':
        await admin.setMaintenance(merchant, bool(args[0], 'maintenance'), values.message);
        console.log(`maintenance ${args[0]} for ${merchant}`);
        break;
      case 'restrict': {
        const kinds: Record<string, AccessRuleKind> = {
          'allow-country': 'allow_country',
          'block-country': 'block_country',
          'allow-ip': 'allow_ip',
          'block-ip': 'block_ip',
        };
        const kind = kinds[args[0] ?? ''];
        if (!kind || !args[1]) throw new AppError('request.invalid', { message: usage });
        await admin.restrict(merchant, kind, args[1], values.remove);
        console.log(`${values.remove ? 'removed' : 'added'} ${args[0]} ${args[1]} for ${merchant}`);
        break;
      }
      case 'module':
        await admin.setModule(merchant, args[0] ?? '', bool(args[1], 'module state'));
        console.log(`module ${args[0]} ${args[1]} for ${merchant}`);
        break;
      case 'register-field':
        await admin.setRegisterField(merchant, args[0] ?? '', {
          enabled: bool(values.enabled, '--enabled'),
          required: bool(values.required, '--required'),
          acceptedPattern: values.pattern ?? '*',
          patternId: Number(values['pattern-id'] ?? 1),
          minLength: Number(values.min ?? 0),
          maxLength: Number(values.max ?? 255),
        });
        console.log(`register field ${args[0]} updated for ${merchant}`);
        break;
      case 'brand': {
        if (args[0] === 'set') {
          await admin.patchSettings(merchant, JSON.parse(args[1] ?? '{}') as Record<string, unknown>);
          console.log(`settings updated for ${merchant}`);
          break;
        }
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const brand = toBrand(await loadBrandRows(db.kysely, m.id));
        console.log(
          JSON.stringify(
            {
              ...brand,
              modules: Object.fromEntries(brand.modules),
              access: {
                allowCountries: [...brand.access.allowCountries],
                blockCountries: [...brand.access.blockCountries],
              },
            },
            null,
            2,
          ),
        );
        break;
      }
      case 'member': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const brand = toBrand(await loadBrandRows(db.kysely, m.id));
        const series = new LotterySeries(db.kysely);
        const modes = prizeModes(values.mode);
        if (args[0] === 'create') {
          if (!values.username || !values.password)
            throw new AppError('request.invalid', { message: '--username and --password are required' });
          const wanted = values.series === undefined ? undefined : seriesArg(values.series);
          // Checked before the member exists, so a refused series creates nobody.
          if (wanted !== undefined) {
            const upline = values.upline
              ? await membersRepo.byUsername(db.kysely, m.id, values.upline)
              : undefined;
            for (const mode of modes) await series.check(brand, upline?.id, mode, wanted);
          }
          const id = await createMember(db.kysely, m.id, {
            username: values.username,
            password: values.password,
            defaultPassword: values['default-password'],
            type: Number(values.type ?? 0),
            mobile: values.mobile,
            email: values.email,
            payeeName: values['payee-name'],
            upline: values.upline,
            affiliateCode: values['affiliate-code'],
          });
          if (wanted !== undefined) await series.set(brand, id, modes, wanted);
          console.log(`member ${values.username} created with id ${id} for ${merchant}`);
          break;
        }
        const member = await membersRepo.byUsername(db.kysely, m.id, args[1] ?? '');
        if (!member) throw new AppError('request.invalid', { message: `no member ${args[1]}` });
        if (args[0] === 'series') {
          if (args[2] !== undefined) await series.set(brand, member.id, modes, seriesArg(args[2]));
          const all = await series.all(brand, member.id);
          console.log(
            `${member.username} prize series: ${PRIZE_MODE_IDS.map((mode) => `${mode} ${all[mode]}`).join(', ')}`,
          );
          break;
        }
        const { password_hash: _h, payment_password_hash: _p, totp_secret: _t, ...visible } = member;
        const uplines = await membersRepo.uplines(db.kysely, member.id);
        console.log(JSON.stringify({ ...visible, uplines }, null, 2));
        break;
      }
      case 'outbox': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        let q = db.kysely
          .selectFrom('outbox')
          .selectAll()
          .where('merchant_id', '=', m.id)
          .orderBy('id', 'desc')
          .limit(Number(values.limit ?? 20));
        if (values.target) q = q.where('target', '=', values.target);
        for (const row of await q.execute())
          console.log(
            `${new Date(Number(row.created_at)).toISOString()}  ${row.channel}  ${row.target}\n  ${row.subject ? `${row.subject}\n  ` : ''}${row.body.replaceAll('\n', '\n  ')}\n`,
          );
        break;
      }
      case 'wallet': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const brand = toBrand(await loadBrandRows(db.kysely, m.id));
        const member = await membersRepo.byUsername(db.kysely, m.id, args[1] ?? '');
        if (!member) throw new AppError('request.invalid', { message: `no member ${args[1]}` });
        const { wallet, live } = cliWallet(config, db);
        const { ledger } = wallet;
        try {
          if (args[0] === 'adjust') {
            const text = args[2] ?? '';
            const amount = parseMinor(text.replace(/^-/, ''));
            if (amount === undefined || amount === 0n || !values.memo)
              throw new AppError('request.invalid', {
                message: 'AMOUNT like 100.00 or -100.00, and --memo are required',
              });
            const signed = text.startsWith('-') ? -amount : amount;
            const posted = await ledger.post({
              merchantId: m.id,
              currency: brand.settings.currency,
              idemKey: values.key ?? `adjust:${randomUUID()}`,
              type: 'adjustment',
              memo: values.memo,
              lines: [
                { account: { member: member.id }, amount: signed },
                { account: { house: 'adjustments' }, amount: -signed },
              ],
            });
            console.log(
              `${posted.replayed ? 'already applied' : 'applied'}: ${member.username} main wallet ${formatMinor(posted.balances[0]?.balance ?? 0n)}`,
            );
          }
          for (const a of await ledger.memberBalances(m.id, member.id))
            console.log(
              `${a.code}: balance ${formatMinor(a.balance)}, held ${formatMinor(a.held)}, available ${formatMinor(a.available)}`,
            );
        } finally {
          await live?.close();
        }
        break;
      }
      case 'vendor': {
        if (args[0] === 'set') {
          const patch = z
            .strictObject({
              enabled: z.boolean().optional(),
              maintenance: z.boolean().optional(),
              config: z.record(z.string(), z.unknown()).optional(),
            })
            .parse(JSON.parse(args[2] ?? '{}'));
          await admin.setVendor(merchant, args[1] ?? '', patch);
          console.log(`vendor ${args[1]} updated for ${merchant}`);
          break;
        }
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const rows = await db.kysely
          .selectFrom('vendors')
          .select(['code', 'category', 'enabled', 'maintenance', 'config'])
          .where('merchant_id', '=', m.id)
          .orderBy('sort')
          .execute();
        for (const v of rows)
          console.log(
            `${v.code}  ${v.category}  ${v.enabled ? 'on' : 'off'}${v.maintenance ? ' (maintenance)' : ''}  ${v.config}`,
          );
        break;
      }
      case 'channel': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        if (args[0] === 'set') {
          await setChannel(db, m.id, args[1] ?? '', args[2] ?? '{}');
          console.log(`channel ${args[1]} updated for ${merchant}`);
          break;
        }
        const rows = await db.kysely
          .selectFrom('payment_channels')
          .selectAll()
          .where('merchant_id', '=', m.id)
          .orderBy('sort')
          .execute();
        for (const c of rows)
          console.log(
            `${c.code}  ${c.kind}  ${c.enabled ? 'on' : 'off'}  ${formatMinor(BigInt(c.min_amount))}-${formatMinor(BigInt(c.max_amount))}  fee ${c.fee_bps}bps+${formatMinor(BigInt(c.fee_fixed))}  ${c.config}`,
          );
        break;
      }
      case 'deposit': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const brand = toBrand(await loadBrandRows(db.kysely, m.id));
        const { wallet, live } = cliWallet(config, db);
        const deposits = new Deposits(db.kysely, wallet);
        try {
          if (args[0] === 'confirm') {
            const { credited } = await deposits.credit(brand, args[1] ?? '');
            console.log(credited ? `credited ${args[1]}` : `${args[1]} was already credited`);
          } else if (args[0] === 'reject') {
            if (!values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
            await deposits.reject(brand, args[1] ?? '', values.memo);
            console.log(`rejected ${args[1]}`);
          } else {
            const rows = await db.kysely
              .selectFrom('deposit_orders')
              .innerJoin('members', 'members.id', 'deposit_orders.member_id')
              .select([
                'order_ref',
                'members.username',
                'amount',
                'fee',
                'status',
                'deposit_orders.created_at',
              ])
              .where('deposit_orders.merchant_id', '=', m.id)
              .orderBy('deposit_orders.id', 'desc')
              .limit(Number(values.limit ?? 20))
              .execute();
            for (const r of rows)
              console.log(
                `${r.order_ref}  ${r.username}  ${formatMinor(BigInt(r.amount))} (fee ${formatMinor(BigInt(r.fee))})  ${r.status}  ${new Date(Number(r.created_at)).toISOString()}`,
              );
          }
        } finally {
          await live?.close();
        }
        break;
      }
      case 'withdraw': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const brand = toBrand(await loadBrandRows(db.kysely, m.id));
        const { wallet, live } = cliWallet(config, db);
        const withdrawals = new Withdrawals(db.kysely, wallet);
        try {
          if (args[0] === 'pay') {
            const { paid } = await withdrawals.pay(brand, args[1] ?? '');
            console.log(paid ? `paid ${args[1]}` : `${args[1]} was already paid`);
          } else if (args[0] === 'reject') {
            if (!values.memo) throw new AppError('request.invalid', { message: '--memo is required' });
            await withdrawals.reject(brand, args[1] ?? '', values.memo);
            console.log(`rejected ${args[1]}: the amount is available again`);
          } else {
            const rows = await db.kysely
              .selectFrom('withdrawals')
              .innerJoin('members', 'members.id', 'withdrawals.member_id')
              .innerJoin('bank_cards', 'bank_cards.id', 'withdrawals.card_id')
              .select([
                'order_ref',
                'members.username',
                'amount',
                'status',
                'receipt',
                'bank_cards.bank_name',
                'bank_cards.account_number',
                'withdrawals.created_at',
              ])
              .where('withdrawals.merchant_id', '=', m.id)
              .orderBy('withdrawals.id', 'desc')
              .limit(Number(values.limit ?? 20))
              .execute();
            for (const r of rows)
              console.log(
                `${r.order_ref}  ${r.username}  ${formatMinor(BigInt(r.amount))}  ${r.bank_name} ${r.account_number}  ${r.status}${r.receipt ? ` (${r.receipt})` : ''}  ${new Date(Number(r.created_at)).toISOString()}`,
              );
          }
        } finally {
          await live?.close();
        }
        break;
      }
      case 'lottery': {
        const m = await findMerchantByCode(db.kysely, merchant);
        if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${merchant}` });
        const { wallet, live } = cliWallet(config, db);
        const draws = new LotteryDraws(db.kysely, wallet, { now: () => Date.now() });
        // With REDIS_URL, a result entered here reaches the members' open draw pages at once.
        draws.listen((merchantId, e) => live?.publishBrand({ merchantId, topic: 'lottery', data: e }));
        try {
          if (args[0] === 'result') {
            const d = await draws.enterResult(m.id, args[1] ?? '', args[2] ?? '', args[3] ?? '');
            console.log(`${d.game_code} ${d.numero}: ${d.win_no} (${d.state})`);
          } else if (args[0] === 'cancel') {
            const n = await draws.cancelDraw(m.id, args[1] ?? '', args[2] ?? '');
            console.log(`${args[1]} ${args[2]} cancelled: ${n} tickets refunded`);
          } else if (args[0] === 'tick') {
            await draws.tick();
            console.log('lottery draws advanced');
          } else {
            console.error(usage);
            return 64;
          }
        } finally {
          await live?.close();
        }
        break;
      }
      default:
        console.error(`unknown command ${command}\n\n${usage}`);
        return 64;
    }
    return 0;
  } finally {
    await bus?.close();
    await db.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  if (err instanceof ConfigError || err instanceof AppError) {
    console.error(err.message);
    process.exitCode = 65;
  } else if (err instanceof z.ZodError) {
    // A setting that fails the brand's schema (brand set): say which, without a stack.
    console.error(z.prettifyError(err));
    process.exitCode = 65;
  } else {
    throw err;
  }
}
