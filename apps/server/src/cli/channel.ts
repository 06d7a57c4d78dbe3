import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { formatMinor } from '../lib/money.ts';
import { allChannels, updateChannel } from '../modules/wallet/index.ts';
import { merchantOf, type Command } from './context.ts';
import { printable } from './printable.ts';

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
  await updateChannel(db.kysely, { brandId: merchantId, code, patch: parsed.data });
}

/** `channel list` prints the deposit channels; `channel set CODE JSON` changes one. */
export const channel: Command = async (ctx, args) => {
  const m = await merchantOf(ctx);
  if (args[0] === 'set') {
    await setChannel(ctx.db, m.id, args[1] ?? '', args[2] ?? '{}');
    console.log(`channel ${args[1]} updated for ${ctx.merchant}`);
    return;
  }
  const rows = await allChannels(ctx.db.kysely, m.id);
  for (const c of rows)
    console.log(
      `${printable(c.code)}  ${c.kind}  ${c.enabled ? 'on' : 'off'}  ${formatMinor(BigInt(c.min_amount))}-${formatMinor(BigInt(c.max_amount))}  fee ${c.fee_bps}bps+${formatMinor(BigInt(c.fee_fixed))}  ${printable(c.config)}`,
    );
};
