import { AppError } from '../lib/errors.ts';
import { LOOPBACK_HOSTS } from '../modules/brand/index.ts';
import { brandOf, type Command } from './context.ts';
import { printableLines } from './printable.ts';
import { usage } from './usage.ts';

/**
 * `domain list`, `domain add HOST [--kind primary|mirror] [--scheme https|http] [--port N]`,
 * `domain remove HOST`: the hosts a brand is served on and how links reach them.
 */
export const domain: Command = async (ctx, args) => {
  const [action, host] = args;
  if (action === 'list' || action === undefined) {
    const { brand } = await brandOf(ctx);
    const lines = brand.domains.map((d) => [d.host, d.kind, d.scheme, d.port ?? ''].join('  ').trimEnd());
    console.log(printableLines(lines.join('\n')));
    return;
  }
  if (!host || (action !== 'add' && action !== 'remove'))
    throw new AppError('request.invalid', { message: usage });
  if (action === 'remove') {
    await ctx.admin.setDomain(ctx.merchant, { host, remove: true });
    console.log(`removed ${host} from ${ctx.merchant}`);
    return;
  }
  const { kind = 'mirror', scheme, port } = ctx.values;
  if (kind !== 'primary' && kind !== 'mirror')
    throw new AppError('request.invalid', { message: '--kind must be primary or mirror' });
  if (scheme !== undefined && scheme !== 'https' && scheme !== 'http')
    throw new AppError('request.invalid', { message: '--scheme must be https or http' });
  const portNumber = port === undefined ? null : Number(port);
  if (portNumber !== null && !(Number.isInteger(portNumber) && portNumber > 0 && portNumber < 65536))
    throw new AppError('request.invalid', { message: '--port must be 1 to 65535' });
  await ctx.admin.setDomain(ctx.merchant, { host, kind, scheme: scheme ?? null, port: portNumber });
  const shown = scheme ?? (LOOPBACK_HOSTS.has(host.trim().toLowerCase()) ? 'http' : 'https');
  console.log(
    `${host.trim().toLowerCase()} (${kind}, ${shown}${portNumber ? ` port ${portNumber}` : ''}) for ${ctx.merchant}`,
  );
};
