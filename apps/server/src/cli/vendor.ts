import { z } from 'zod';
import { type Command } from './context.ts';
import { printable } from './printable.ts';

const zVendorPatch = z.strictObject({
  enabled: z.boolean().optional(),
  maintenance: z.boolean().optional(),
  config: z.record(z.string(), z.unknown()).optional(),
});

/** `vendor list` prints the brand's game vendors; `vendor set CODE JSON` changes one. */
export const vendor: Command = async (ctx, args) => {
  if (args[0] === 'set') {
    const patch = zVendorPatch.parse(JSON.parse(args[2] ?? '{}'));
    await ctx.admin.setVendor(ctx.merchant, { ...patch, vendor: args[1] ?? '' });
    console.log(`vendor ${args[1]} updated for ${ctx.merchant}`);
    return;
  }
  const rows = await ctx.admin.vendors(ctx.merchant);
  for (const v of rows)
    console.log(
      `${printable(v.code)}  ${printable(v.category)}  ${v.enabled ? 'on' : 'off'}${v.maintenance ? ' (maintenance)' : ''}  ${printable(v.config)}`,
    );
};
