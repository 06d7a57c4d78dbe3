import { AppError } from '../lib/errors.ts';
import { createInbox, systemNotices, type Audience } from '../modules/inbox/index.ts';
import { membersRepo } from '../modules/identity/index.ts';
import type { LiveBus } from '../lib/live-bus.ts';
import { brandOf, cliLive, type CliContext, type Command } from './context.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });

/**
 * The system events the CLI's own actions cause (a deposit confirmed, a withdrawal paid...), as
 * members' messages; told to their open pages through `live` when there is one.
 */
export const cliNotices = (ctx: CliContext, live?: LiveBus) =>
  systemNotices(createInbox({ db: ctx.db.kysely, live }), {
    onError: (err) => console.error(`message not written: ${(err as Error).message}`),
  });

async function memberNamed(ctx: CliContext, q: { merchantId: number; username: string | undefined }) {
  if (!q.username) throw invalid('a username is required');
  const found = await membersRepo.byUsername(ctx.db.kysely, {
    merchantId: q.merchantId,
    username: q.username,
  });
  if (!found) throw new AppError('username.email.not.found', { message: `no member ${q.username}` });
  return found;
}

async function audienceOf(ctx: CliContext, q: { merchantId: number; args: string[] }): Promise<Audience> {
  const [to, target] = q.args;
  if (to === 'brand') return { to: 'brand' };
  if (to === 'member')
    return { to: 'member', memberId: (await memberNamed(ctx, { ...q, username: target })).id };
  if (to === 'team') return { to: 'team', agentId: (await memberNamed(ctx, { ...q, username: target })).id };
  if (to === 'vip') {
    const minLevel = Number(target);
    if (target === undefined || !Number.isInteger(minLevel)) throw invalid('message vip LEVEL');
    return { to: 'vip', minLevel };
  }
  throw invalid('message member USERNAME | brand | vip LEVEL | team AGENT, with --title and --body');
}

/**
 * `message member USERNAME`, `message brand`, `message vip LEVEL` (members at or above it),
 * `message team AGENT` (the agent and everyone under it), each with `--title T --body TEXT`:
 * an operator's message, stored once for its audience.
 */
export const message: Command = async (ctx, args) => {
  const { id, brand } = await brandOf(ctx);
  const audience = await audienceOf(ctx, { merchantId: id, args });
  const live = cliLive(ctx.config);
  const inbox = createInbox({ db: ctx.db.kysely, brandOf: () => Promise.resolve(brand), live });
  const title = ctx.values.title ?? '';
  const body = ctx.values.body ?? '';
  const made = await inbox
    .sendOperator({ ...audience, merchantId: id, title, body })
    .finally(() => live?.close());
  const who = args[1] === undefined ? args[0] : `${args[0]} ${printable(args[1])}`;
  console.log(`message #${made} sent to ${who} (${ctx.merchant})`);
};
