import { VnLotteryPage } from '../../features/lottery/vn/VnLotteryPage.tsx';

/** /vnlottery?gameCode: the Vietnam lottery screen (its own chunk, SPEC section 2). */
export function Component() {
  return <VnLotteryPage />;
}
