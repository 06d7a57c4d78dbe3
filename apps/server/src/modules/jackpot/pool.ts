// The progressive jackpot (decision 029): a share of each qualifying real in-house stake goes to
// the brand's `jackpot` house account in the stake's own ledger entry; a round whose provably fair
// draw wins takes the whole pool in the round's transaction, and the operator's seed restarts it.
import { jackpotWins } from '@lotto/contracts/games/fair/jackpot';
import type { Seeds } from '@lotto/contracts/games/fair/fair';
import { nodeHmac } from '../../lib/node-crypto.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures } from '../figures/index.ts';
import { houseBalanceOn, type BulkWork, type Wallet } from '../wallet/index.ts';
import { insertWin, lockPool } from './repo.ts';

/** The pool's house account, and the operator's account its seed comes from. */
export const POOL = 'jackpot';
export const SEED = 'jackpot:seed';

type Round = { brand: Brand; stake: bigint; mode: 'real' | 'demo' };

/** What a round's stake gives the pool: its share when the brand runs a jackpot and the round qualifies, else 0. */
export function poolShare(r: Round): bigint {
  const j = r.brand.settings.jackpot;
  if (!j.enabled || r.mode !== 'real' || r.stake < BigInt(j.minStake)) return 0n;
  return (r.stake * BigInt(j.sharePpm)) / 1_000_000n;
}

/** Whether a qualifying round's draw (from its seeds) wins the pool. */
export async function drawWins(r: Round & { seeds: Seeds }): Promise<boolean> {
  if (poolShare(r) <= 0n) return false;
  return jackpotWins(r.seeds, { odds: r.brand.settings.jackpot.odds, hmac: nodeHmac });
}

/** Opens the pool's accounts once, so a round's transaction finds them. */
export async function openPool(wallet: Wallet, brand: Brand): Promise<void> {
  const at = { merchantId: brand.id, currency: brand.settings.currency };
  await wallet.openAccount({ ...at, ref: { house: POOL } });
  await wallet.openAccount({ ...at, ref: { house: SEED } });
}

/**
 * Pays the pool to a round that won it, on the round's transaction: the brand's pool row taken
 * first (two winners pay one after the other, the second the little the first left), the pool as
 * this transaction sees it paid to the member's main balance, the seed put back, the win recorded
 * and counted in the member's figures as a payout. Answers what was paid.
 */
export async function payPool(
  work: BulkWork,
  w: { brand: Brand; memberId: number; roundId: number; gameType: string; at: number },
): Promise<bigint> {
  const { brand } = w;
  await lockPool(work.trx, brand.id);
  const amount = await houseBalanceOn(work.trx, { merchantId: brand.id, code: POOL });
  if (amount <= 0n) return 0n;
  const entry = { merchantId: brand.id, currency: brand.settings.currency, ref: `jackpot:${w.roundId}` };
  await work.post({
    ...entry,
    idemKey: `jackpot:${w.roundId}`,
    type: 'jackpot',
    lines: [
      { account: { member: w.memberId, code: 'main' }, amount },
      { account: { house: POOL }, amount: -amount },
    ],
  });
  const seed = BigInt(brand.settings.jackpot.seed);
  if (seed > 0n)
    await work.post({
      ...entry,
      idemKey: `jackpot:${w.roundId}:seed`,
      type: 'jackpot.seed',
      lines: [
        { account: { house: POOL }, amount: seed },
        { account: { house: SEED }, amount: -seed },
      ],
    });
  await insertWin(work.trx, {
    merchant_id: brand.id,
    member_id: w.memberId,
    round_id: w.roundId,
    amount: amount.toString(),
    created_at: w.at,
  });
  await addFigures(work.trx, [
    {
      merchantId: brand.id,
      memberId: w.memberId,
      timeZone: brand.settings.timeZone,
      at: w.at,
      gameType: w.gameType,
      sums: { payout: amount },
    },
  ]);
  return amount;
}
