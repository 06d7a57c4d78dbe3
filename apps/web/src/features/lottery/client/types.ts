/**
 * Answer types of the lottery API, taken from its zod contracts without loading zod: a type-only
 * import is erased, and `_output` is the type a schema parses to.
 */
import type {
  zHistoryValue,
  zLotteryGame,
  zNearDrawsValue,
  zOpenedValue,
  zPlayMenuValue,
  zTrendsValue,
  zVerifyValue,
} from '@lotto/contracts';

type Out<S> = S extends { _output: infer O } ? O : never;

export type { PlaceValue, Ticket, TicketBody } from '@lotto/contracts';
export type LotteryGame = Out<typeof zLotteryGame>;
/** The play menu of a game, one entry per prize mode. */
export type PlayMenu = Out<typeof zPlayMenuValue>;
export type PrizeModeMenu = PlayMenu[number];
export type PlayMenuEntry = PrizeModeMenu['playMenuGroups'][number]['playMenus'][number];
export type NearDraws = Out<typeof zNearDrawsValue>;
export type PreviousDraw = NonNullable<NearDraws['previousNumero']>;
export type History = Out<typeof zHistoryValue>;
export type HistoryRow = History['content'][number];
export type Opened = Out<typeof zOpenedValue>;
export type OpenedDraw = Opened[number];
export type Trends = Out<typeof zTrendsValue>;
export type Verification = Out<typeof zVerifyValue>;

/** SSE payloads on /lgw/lottery/events. */
export type { LotteryEvent } from '@lotto/contracts';
