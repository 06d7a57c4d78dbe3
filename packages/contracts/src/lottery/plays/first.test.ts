import { describe, expect, it } from 'vitest';
import { GAMES } from '../games.ts';
import { defaultPlayType } from '../launch.ts';
import { playsOf } from './index.ts';

describe('first play of each game', () => {
  it("is the first play of the game's menu in the play catalogue", () => {
    for (const game of GAMES) expect(defaultPlayType(game), game.code).toBe(playsOf(game)[0]!.id);
  });
});
