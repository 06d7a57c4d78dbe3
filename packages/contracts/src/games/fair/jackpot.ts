/**
 * The progressive jackpot's draw on a qualifying in-house round (provably fair like the round):
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:jackpot`) read as a stream, an
 * integer below `odds` drawn exactly uniformly; the round wins the jackpot when it is 0. The
 * message differs from every round block's (`...:<cursor>`), so the draw is independent of the
 * round's outcome, and is known to neither side before the round: the server seed is committed,
 * the client seed is the player's.
 */
import { RoundStream, StreamExhausted, type Hmac, type Seeds } from './fair.ts';

export async function jackpotDraw(seeds: Seeds, q: { odds: number; hmac: Hmac }): Promise<number> {
  const bytes = await q.hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:jackpot`);
  try {
    return new RoundStream(bytes).below(q.odds);
  } catch (e) {
    // Eight words rejected in a row (odds below 2^-100 for any odds under 2^31): no win.
    if (e instanceof StreamExhausted) return q.odds;
    throw e;
  }
}

/** Whether the round's jackpot draw wins at these odds (1 in `odds`). */
export const jackpotWins = async (seeds: Seeds, q: { odds: number; hmac: Hmac }) =>
  (await jackpotDraw(seeds, q)) === 0;
