import { brandOf, type Command } from './context.ts';
import { printableLines } from './printable.ts';

/** `brand show` prints the brand's settings, modules and rules; `brand set JSON` merges settings. */
export const brand: Command = async (ctx, args) => {
  if (args[0] === 'set') {
    await ctx.admin.patchSettings(ctx.merchant, JSON.parse(args[1] ?? '{}') as Record<string, unknown>);
    console.log(`settings updated for ${ctx.merchant}`);
    return;
  }
  const { brand } = await brandOf(ctx);
  const shown = {
    ...brand,
    modules: Object.fromEntries(brand.modules),
    access: {
      allowCountries: [...brand.access.allowCountries],
      blockCountries: [...brand.access.blockCountries],
    },
  };
  // JSON escapes C0 controls itself, but not DEL or the C1 ones (0x9b starts a sequence too).
  console.log(printableLines(JSON.stringify(shown, null, 2)));
};
