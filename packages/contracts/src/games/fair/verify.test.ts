import { describe, expect, it } from 'vitest';
import { commitment, verifyCommitment, webHmac, webSha256 } from './fair.ts';
import { verifyRound, type RoundToVerify, type VerifiedRound } from './verify.ts';
import { nodeHmac } from './node-crypto.test-support.ts';

/** Rounds as the server recorded them: revealed seeds, the bet, and what it settled. */
const seeds = {
  serverSeed: '3f1c9a6d0b8e4f2a7c5d1e9b0a6f3c8d2e7b4a1f9c0d5e8b3a6f1c4d7e0b9a2f',
  clientSeed: 'lucky-juan',
  nonce: 42,
};
const recorded: [RoundToVerify, VerifiedRound][] = [
  [
    { game: 'dice', ...seeds, params: { target: 5000, direction: 'under' } },
    { game: 'dice', outcome: { roll: 8063 }, multiplierBp: 0n },
  ],
  [
    { game: 'mines', ...seeds, params: { mines: 3, tiles: [1, 6, 12] } },
    { game: 'mines', outcome: { mines: [0, 8, 13] }, multiplierBp: 14_785n }, // 0.99 x C(25,3) / C(22,3) = 1.4785...,
  ],
  [
    { game: 'plinko', ...seeds, params: { rows: 16, risk: 'high' } },
    {
      game: 'plinko',
      outcome: { path: [...'RLLRRRLLRLLRLRRR'] as ('L' | 'R')[], bucket: 9 },
      multiplierBp: 2_000n,
    },
  ],
  [
    { game: 'keno', ...seeds, params: { picks: [2, 9, 17, 24, 33] } },
    { game: 'keno', outcome: { drawn: [24, 2, 14, 40, 25, 32, 1, 20, 10, 5] }, multiplierBp: 22_300n },
  ],
  [
    { game: 'slot', ...seeds },
    {
      game: 'slot',
      outcome: {
        stops: [3, 16, 17, 13, 8],
        grid: [
          ['B', 'A', 'E'],
          ['E', 'W', 'D'],
          ['C', 'A', 'W'],
          ['C', 'A', 'W'],
          ['C', 'A', 'W'],
        ],
      },
      // five sevens on the middle line (70x a line) and three bars on the V (6x a line), over 10 lines
      multiplierBp: 76_000n,
    },
  ],
  [
    {
      game: 'crash',
      gameHash: 'b7e8f2c1a9d04e6b3f5a7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f',
      salt: '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6',
      params: { target: 200 },
    },
    { game: 'crash', outcome: { crashPoint: 537 }, multiplierBp: 20_000n },
  ],
];

describe('verifyRound', () => {
  it.each(recorded.map(([round, result]) => [round.game, round, result] as const))(
    'recomputes a recorded %s round identically in the browser (WebCrypto) and on the server',
    async (_game, round, result) => {
      expect(await verifyRound(round, webHmac)).toEqual(result);
      expect(await verifyRound(round, nodeHmac)).toEqual(result);
    },
  );

  it('gives another outcome for any other server seed, so the committed one is the only fit', async () => {
    const round: RoundToVerify = { game: 'dice', ...seeds, params: { target: 5000, direction: 'under' } };
    const other = await verifyRound({ ...round, serverSeed: seeds.serverSeed.replace('3f', '3e') }, webHmac);
    expect(other.outcome).not.toEqual({ roll: 8063 });
    const hash = await commitment(seeds.serverSeed, webSha256);
    expect(await verifyCommitment(seeds.serverSeed.replace('3f', '3e'), { hash, sha256: webSha256 })).toBe(
      false,
    );
  });
});
