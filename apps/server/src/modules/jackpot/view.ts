// What the site shows of a brand's jackpot: the pool now (read at most every 5 seconds per brand)
// and the newest win, name masked.
import type { Kysely } from 'kysely';
import type { Jackpot } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { keptFor } from '../../lib/kept.ts';
import { maskName } from '../../lib/mask.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { houseBalanceOn } from '../wallet/index.ts';
import { POOL } from './pool.ts';
import { lastWin } from './repo.ts';

const FRESH_MS = 5_000;

async function read(db: Kysely<Database>, brand: Brand): Promise<Jackpot> {
  const j = brand.settings.jackpot;
  const [amount, win] = await Promise.all([
    houseBalanceOn(db, { merchantId: brand.id, code: POOL }),
    lastWin(db, brand.id),
  ]);
  const names = win ? await membersRepo.usernames(db, [win.member_id]) : new Map<number, string>();
  return {
    enabled: j.enabled,
    amount: formatMinor(amount),
    odds: j.odds,
    minStake: formatMinor(BigInt(j.minStake)),
    share: (j.sharePpm / 10_000).toString(),
    lastWin: win
      ? {
          name: maskName(names.get(win.member_id) ?? ''),
          amount: formatMinor(BigInt(win.amount)),
          at: Number(win.created_at),
          roundId: win.round_id,
        }
      : null,
  };
}

/** Each brand's jackpot, read at most every 5 seconds (one cache per app). */
export const jackpotView = (db: Kysely<Database>) => keptFor(FRESH_MS, (brand: Brand) => read(db, brand));
