import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import type { Brand } from '../modules/brand/index.ts';
import { AppError } from '../lib/errors.ts';
import { createMember, membersRepo } from '../modules/identity/index.ts';
import { LotterySeries, PRIZE_MODE_IDS } from '../modules/lottery/index.ts';
import { brandOf, type CliContext, type Command } from './context.ts';
import { printable, printableLines } from './printable.ts';

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

type Scope = {
  ctx: CliContext;
  merchantId: number;
  brand: Brand;
  series: LotterySeries;
  modes: PrizeModeId[];
};

/** `member create`: a member or agent, with its prize series checked before it exists. */
async function create({ ctx, merchantId, brand, series, modes }: Scope) {
  const { values } = ctx;
  if (!values.username || !values.password)
    throw new AppError('request.invalid', { message: '--username and --password are required' });
  const wanted = values.series === undefined ? undefined : seriesArg(values.series);
  // Checked before the member exists, so a refused series creates nobody.
  if (wanted !== undefined) {
    const upline = values.upline
      ? await membersRepo.byUsername(ctx.db.kysely, merchantId, values.upline)
      : undefined;
    for (const mode of modes) await series.check(brand, { uplineId: upline?.id, mode, series: wanted });
  }
  const id = await createMember(ctx.db.kysely, merchantId, {
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
  if (wanted !== undefined) await series.set(brand, { memberId: id, modes, series: wanted });
  console.log(`member ${values.username} created with id ${id} for ${ctx.merchant}`);
}

/** `member create ...`, `member series USERNAME [N] [--mode M]`, `member show USERNAME`. */
export const member: Command = async (ctx, args) => {
  const { id: merchantId, brand } = await brandOf(ctx);
  const scope = {
    ctx,
    merchantId,
    brand,
    series: new LotterySeries(ctx.db.kysely),
    modes: prizeModes(ctx.values.mode),
  };
  if (args[0] === 'create') return create(scope);
  const found = await membersRepo.byUsername(ctx.db.kysely, merchantId, args[1] ?? '');
  if (!found) throw new AppError('request.invalid', { message: `no member ${args[1]}` });
  if (args[0] === 'series') {
    if (args[2] !== undefined)
      await scope.series.set(brand, { memberId: found.id, modes: scope.modes, series: seriesArg(args[2]) });
    const all = await scope.series.all(brand, found.id);
    console.log(
      `${printable(found.username)} prize series: ${PRIZE_MODE_IDS.map((mode) => `${mode} ${all[mode]}`).join(', ')}`,
    );
    return;
  }
  const { password_hash: _h, payment_password_hash: _p, totp_secret: _t, ...visible } = found;
  const uplines = await membersRepo.uplines(ctx.db.kysely, found.id);
  console.log(printableLines(JSON.stringify({ ...visible, uplines }, null, 2)));
};
