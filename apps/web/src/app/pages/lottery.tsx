import { LotteryPage } from '../../features/lottery/classic/LotteryPage.tsx';

/** The lottery chunk: /lottery?gameCode&playType (issue 7); the screen lives in features/lottery. */
export function Component() {
  return <LotteryPage />;
}
