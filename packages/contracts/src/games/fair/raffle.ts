/**
 * A raffle promotion's draw (provably fair by commit and reveal): the promotion's secret seed is
 * committed by SHA-256 when the promotion is first written and published with it, and revealed
 * once the promotion ends. A claim's prize is HMAC-SHA256(key = seed, message =
 * `${memberId}:${source}:raffle`) read as a word stream, an integer below the weights' total drawn
 * exactly uniformly, and the prize whose weight range holds it. The seed is fixed before any claim
 * and the message is the claim's own, so nobody can choose a prize; anyone can recompute it.
 */
import { RoundStream, StreamExhausted, type Hmac } from './fair.ts';

export type RafflePrize = { amount: number; weight: number };

/** The index of the prize a claim draws. */
export async function raffleDraw(
  claim: { seed: string; memberId: number; source: string },
  q: { prizes: readonly RafflePrize[]; hmac: Hmac },
): Promise<number> {
  const total = q.prizes.reduce((s, p) => s + p.weight, 0);
  const bytes = await q.hmac(claim.seed, `${claim.memberId}:${claim.source}:raffle`);
  let n: number;
  try {
    n = new RoundStream(bytes).below(total);
  } catch (e) {
    // Eight words rejected in a row (odds below 2^-100 for totals under 2^31): the first prize.
    if (!(e instanceof StreamExhausted)) throw e;
    n = 0;
  }
  for (let i = 0; i < q.prizes.length; i++) {
    n -= q.prizes[i]!.weight;
    if (n < 0) return i;
  }
  return q.prizes.length - 1;
}
