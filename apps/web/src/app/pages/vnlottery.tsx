import { VnLotteryPage } from '../../features/lottery/vn/VnLotteryPage.tsx';

/** /vnlottery?gameCode: the Vietnam lottery screen (its own chunk, docs/product/lottery.md#vietnam-lottery-screen). */
export function Component() {
  return <VnLotteryPage />;
}
