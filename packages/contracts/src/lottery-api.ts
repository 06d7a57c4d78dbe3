/**
 * The lottery's API shapes (issue 7, docs/product/lottery.md#calls): games and play menus per prize
 * mode, near draws, draw history, opened numeros, tickets and chases, trends, favourites
 * (LOTTFAV), the launch answer and the events stream. The maths lives in `./lottery/`.
 */
import { z } from 'zod';
import { MAX_ID } from './common/envelope.ts';

/** Error detail code when betting on a draw has closed (cut-off) or the numero is not open. */
export const LOTTERY_DRAW_CLOSED = 'lottery.draw.closed';
/** Error detail code when a ticket passes a limit (per play type, per draw, multiplier). */
export const LOTTERY_LIMIT = 'lottery.limit';

const zGameCode = z.string().regex(/^[A-Z0-9_]{2,16}$/, 'gameCode');
const zMoney = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount');

export const zLotteryGameQuery = z.object({ gameCode: zGameCode });
export const zLotteryListQuery = z.object({ prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional() });

/**
 * The series a ticket may be bet at (decision 014): from the brand's floor up to the member's own
 * series, which is also the default (a guest sees the brand's default as both).
 */
export const zPrizeSeries = z.object({
  minSeries: z.number().int().describe("The lowest series a ticket may name: the brand's floor"),
  maxSeries: z.number().int().describe("The member's own series (the brand's default for a guest)"),
  defaultSeries: z
    .number()
    .int()
    .describe('The series a ticket without one is bet at: the same as maxSeries'),
});

/** A member's prize series in every prize mode (decision 014). */
export const zLotterySeriesValue = z.object({
  username: z.string(),
  series: z.record(z.enum(['Lott', 'ZY', 'Elott', 'SEA']), z.number().int()),
});
/** An agent sets a direct downline's series, in one prize mode or in all of them. */
export const zLotterySeriesBody = z.object({
  username: z.string().min(1).max(64),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
  series: z.number().int(),
});

export const zLotteryGame = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  family: z.string(),
  prizeMode: z.string(),
  /** LOTT (official draws) or ELOTT (fast in-house draws). */
  gameType: z.string(),
  /** house: in-house draw with commit-reveal; import: official result entered by the operator. */
  source: z.string(),
  /** Stake of one bet unit. */
  unit: z.string(),
});
export const zLotteryGamesValue = z.array(zLotteryGame);

export const zPlayMenuValue = z.array(
  z.object({
    prizeModeId: z.string(),
    prizeSeries: zPrizeSeries,
    playMenuGroups: z.array(
      z.object({
        playCode: z.string(),
        playName: z.string(),
        playMenus: z.array(
          z.object({
            playId: z.string(),
            playName: z.string(),
            singleBetPrice: z.number(),
            playSwitch: z.boolean(),
            oddsBp: z.number(),
          }),
        ),
      }),
    ),
  }),
);

/** Near draws (docs/product/lottery.md#near-draws): remainTime = seconds until betting closes, lockTime = seconds from close to draw. */
export const zNearDrawsValue = z.object({
  gameCode: z.string(),
  currentNumero: z.object({
    numero: z.string(),
    remainTime: z.number().describe('Seconds from now until betting on this numero closes (0 once closed)'),
    lockTime: z
      .number()
      .describe('Seconds from the close of betting to the draw (the lock before the result)'),
    closeTime: z.number().describe('When betting closes, ms since the epoch'),
    drawTime: z.number().describe('When the numero is drawn, ms since the epoch'),
    /** SHA-256 of the draw's seed (in-house draws), published while it is open. */
    commitment: z.string().nullable(),
  }),
  previousNumero: z
    .object({ numero: z.string(), winNo: z.string().nullable(), state: z.string() })
    .nullable(),
});

export const zHistoryQuery = z.object({
  gameCode: zGameCode,
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export const zHistoryValue = z.object({
  content: z.array(
    z.object({
      numero: z.string(),
      winNo: z.string(),
      drawTime: z.number(),
      commitment: z.string().nullable(),
      seed: z.string().nullable(),
    }),
  ),
});

/**
 * The latest result of each of the brand's lottery games (the lobbies and the home page), with
 * the server's time so their countdowns run on the server's clock.
 */
export const zLatestResultsValue = z.object({
  now: z.number().int().describe("The server's time, ms since the epoch"),
  results: z.array(
    z.object({ gameCode: z.string(), numero: z.string(), winNo: z.string(), drawTime: z.number() }),
  ),
});
export type LatestResults = z.infer<typeof zLatestResultsValue>;

export const zVerifyQuery = z.object({ gameCode: zGameCode, numero: z.string().max(16) });
export const zVerifyValue = z.object({
  numero: z.string(),
  commitment: z.string(),
  seed: z.string(),
  winNo: z.string(),
  commitmentMatches: z.boolean(),
  resultMatches: z.boolean(),
});

export const zOpenedQuery = z.object({
  gameCode: zGameCode,
  count: z.coerce.number().int().min(1).max(100).default(100),
});
export const zOpenedValue = z.array(
  z.object({ numero: z.string(), closeTime: z.number(), drawTime: z.number() }),
);

export const zTicketBody = z.object({
  gameCode: zGameCode,
  /** The draw bet on; the one taking bets when left out. A closed numero is refused. */
  numero: z.string().max(16).optional(),
  playId: z.string().min(1).max(32),
  selection: z
    .array(z.array(z.number().int().min(0).max(99999)).max(100))
    .min(1)
    .max(10),
  /** Stake of one bet unit; the game's unit when left out. */
  unit: zMoney.optional(),
  multiplier: z.number().int().min(1).max(100_000).default(1),
  /**
   * Prize series to bet at: from the brand's floor up to the member's own (decision 014), which
   * is the default. Below the member's own, the difference comes back as the member's rebate.
   */
  series: z.number().int().optional(),
  requestId: z.string().min(8).max(64),
  /** Chase: the same ticket on this many draws from the first, stopping after a win if asked. */
  chase: z.object({ draws: z.number().int().min(2).max(120), stopOnWin: z.boolean() }).optional(),
});
export type TicketBody = z.infer<typeof zTicketBody>;

export const zTicket = z.object({
  ticketId: z.number(),
  gameCode: z.string(),
  numero: z.string(),
  playId: z.string(),
  selection: z.array(z.array(z.number())),
  betCount: z.number(),
  unit: z.string(),
  multiplier: z.number(),
  stake: z.string(),
  /** The series the ticket was bet at (its odds). */
  series: z.number(),
  /** The member's own series when it was placed; the step between is the member's rebate. */
  memberSeries: z.number(),
  oddsBp: z.number(),
  status: z.string(),
  winBets: z.number(),
  payout: z.string(),
  /** Rebate paid to the member when the ticket settled (decision 014); 0.00 while open. */
  rebate: z.string(),
  chaseId: z.number().nullable(),
  createdAt: z.number(),
});
export type Ticket = z.infer<typeof zTicket>;

export const zPlaceValue = z.object({ tickets: z.array(zTicket), balance: z.string() });
export type PlaceValue = z.infer<typeof zPlaceValue>;

export const zTicketsQuery = z.object({
  gameCode: zGameCode.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const zTicketsValue = z.array(zTicket);
export const zTicketParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const zTrendsQuery = z.object({
  gameCode: zGameCode,
  count: z.coerce.number().int().min(1).max(500).default(100),
});
/** Per position (or all balls for pick games): how often each number came and how long it is missing. */
export const zTrendsValue = z.object({
  draws: z.number(),
  positions: z.array(
    z.object({
      position: z.number(),
      numbers: z.array(z.object({ number: z.number(), hits: z.number(), missing: z.number() })),
      hot: z.array(z.number()),
      cold: z.array(z.number()),
    }),
  ),
});

export const zLotteryFavouriteBody = z.object({ gameCode: zGameCode });
export const zLotteryFavouritesValue = z.array(z.string());

export const zLotteryLaunchQuery = z.object({ gameCode: zGameCode, playType: z.string().max(32).optional() });
export const zLotteryLaunchValue = z.object({ url: z.string() });

/** The query of /lgw/lottery/events: one game's events only when given. */
export const zLotteryEventsQuery = z.object({ gameCode: z.string().max(16).optional() });

/** SSE payloads on /lgw/lottery/events. */
export type LotteryEvent =
  | { type: 'result'; gameCode: string; numero: string; winNo: string; seed: string | null }
  | { type: 'countdown'; gameCode: string; numero: string; closeTime: number; drawTime: number; now: number };
