import { CONTRACT_KINDS, type ContractKind, type ContractTierInput } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import { acceptContract, listContracts, offerBody, offerContract } from '../modules/agent/index.ts';
import { membersRepo } from '../modules/identity/index.ts';
import { brandOf, type Command } from './context.ts';
import { cliNotices } from './message.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });

/** `RATE[:MIN_TURNOVER[:MIN_USERS[:MIN_LOSS]]]`, comma-separated, lowest tier first. */
export function tiersArg(text: string | undefined): ContractTierInput[] {
  if (!text) throw invalid('tiers are required, such as 1.5 or 1:0:0:0,2:1000:3:0');
  return text.split(',').map((t) => {
    const [rate, minTurnover, minUsers, minLoss] = t.split(':');
    if (!rate || !/^\d{1,3}(\.\d{1,2})?$/.test(rate)) throw invalid(`a tier's rate is a percentage: ${t}`);
    return {
      rate,
      ...(minTurnover ? { minTurnover } : {}),
      ...(minUsers ? { minUsers: Number(minUsers) } : {}),
      ...(minLoss ? { minLoss } : {}),
    };
  });
}

/**
 * `contract offer USERNAME KIND TIERS [--mode fixed|floating] [--accept]`: the platform's offer
 * to a top agent (one without an upline), accepted at once with --accept;
 * `contract list USERNAME`: the agent's contracts from its upline or the platform.
 */
export const contract: Command = async (ctx, args) => {
  const { id: merchantId, brand } = await brandOf(ctx);
  const db = ctx.db.kysely;
  const [sub, username, kindArg, tiersText] = args;
  const found = await membersRepo.byUsername(db, { merchantId, username: username ?? '' });
  if (!found) throw invalid(`no member ${username}`);
  if (sub === 'list') {
    const { list } = await listContracts(db, { brand, agentId: found.id, side: 'mine' });
    for (const c of list)
      console.log(
        `#${c.id} ${c.kind} ${c.state} from ${c.upline ? printable(c.upline.username) : 'the platform'}: ${c.tiers
          .map((t) => `${t.rate}%`)
          .join(' / ')}`,
      );
    if (list.length === 0) console.log(`${printable(found.username)} has no contracts`);
    return;
  }
  if (sub !== 'offer') throw invalid('contract offer|list');
  if (!CONTRACT_KINDS.includes(kindArg as ContractKind))
    throw invalid(`KIND is one of ${CONTRACT_KINDS.join(', ')}`);
  const mode = ctx.values.mode ?? 'fixed';
  if (mode !== 'fixed' && mode !== 'floating') throw invalid('--mode is fixed or floating');
  const now = Date.now();
  const body = offerBody({
    memberId: found.id,
    kind: kindArg as ContractKind,
    mode,
    tiers: tiersArg(tiersText),
  });
  const made = await offerContract(db, { brand, uplineId: null, body, now });
  await cliNotices(ctx).onContractOffered({
    merchantId: brand.id,
    memberId: found.id,
    kind: made.kind,
    from: brand.settings.name,
  });
  const final = ctx.values.accept
    ? await acceptContract(db, { brand, memberId: found.id, id: made.id, now })
    : made;
  console.log(
    `contract #${final.id} ${final.kind} ${final.state} for ${printable(found.username)} (${ctx.merchant})`,
  );
};
