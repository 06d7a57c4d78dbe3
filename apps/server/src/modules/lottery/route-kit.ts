import { MEMBER_TYPE } from '@lotto/contracts';
import type { RouteExtras } from '../../lib/endpoint.ts';
import { AppError } from '../../lib/errors.ts';
import type { Sessions } from '../identity/index.ts';
import type { Lottery } from './service.ts';

/** What the lottery's route groups answer with: the service and the members' sessions. */
export type LotteryRouteDeps = { lottery: Lottery; sessions: Sessions };

/** The documentation of a lottery route in the API reference. */
export const lotteryDoc = (summary: string, description?: string): RouteExtras => ({
  schema: { tags: ['lottery'], summary, ...(description ? { description } : {}) },
});

/** The signed-in member of a call that bets or keeps favourites: a restricted account may not. */
export const playerOf = (sessions: Sessions) => async (req: Parameters<Sessions['require']>[0]) => {
  const { member } = await sessions.require(req);
  if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
  return member;
};
