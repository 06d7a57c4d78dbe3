import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BetPage } from '@lotto/contracts';
// Types only: the zod schemas stay out of the browser (lib/api.ts `shape`).
import type { CrashBetValue, CrashValue, FairnessValue } from '@lotto/contracts/games/inhouse';
import type { DiceOutcome, DiceParams } from '@lotto/contracts/games/fair/dice';
import type { KenoOutcome, KenoParams } from '@lotto/contracts/games/fair/keno';
import type { MinesOutcome, MinesParams } from '@lotto/contracts/games/fair/mines';
import type { PlinkoOutcome, PlinkoParams } from '@lotto/contracts/games/fair/plinko';
import type { SlotOutcome } from '@lotto/contracts/games/fair/slot';
import { gameApi } from '@lotto/contracts/games/api';
import { inhouseApi } from '@lotto/contracts/games/inhouse-api';
import { apiGet, apiSend, newRequestId, shape } from '../../lib/api.ts';
import { useGate, usePlayer, useSession } from '../../lib/session.ts';
import type { SingleGame } from './helpers.ts';

export type { CrashValue, FairnessValue };

/** A settled round (the contracts' zPlayValue / zInhouseRound), narrowed by its game. */
type RoundBase = {
  roundId: number;
  stake: string;
  payout: string;
  /** basis points, as a decimal string */
  multiplierBp: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
};
export type GameRound = RoundBase &
  (
    | { game: 'dice'; params: DiceParams; outcome: DiceOutcome }
    | { game: 'mines'; params: MinesParams; outcome: MinesOutcome }
    | { game: 'plinko'; params: PlinkoParams; outcome: PlinkoOutcome }
    | { game: 'keno'; params: KenoParams; outcome: KenoOutcome }
    | { game: 'slot'; params: Record<string, never>; outcome: SlotOutcome }
  );
export type PlayValue = GameRound & { balance: string };
export type Round = GameRound & { serverSeed: string | null; mode: 'real' | 'demo'; createdAt: number };
type RoundsPage = { list: Round[]; pageNo: number; totalPages: number };

const fairnessKey = (token: string | undefined) => ['inhouse', 'fairness', token] as const;

/** Signed-in, non-restricted members only: what the in-house API serves. */

export const useFairness = () => {
  const player = usePlayer();
  return useQuery({
    queryKey: fairnessKey(player?.token),
    queryFn: ({ signal }) => apiGet(inhouseApi.fairness, { schema: shape<FairnessValue>(), signal }),
    enabled: player !== null,
    retry: false,
  });
};

export const useRounds = (game: SingleGame) => {
  const player = usePlayer();
  return useQuery({
    queryKey: ['inhouse', 'rounds', player?.token, game],
    queryFn: ({ signal }) =>
      apiGet(inhouseApi.rounds, { schema: shape<RoundsPage>(), query: { game }, signal }),
    enabled: player !== null,
    retry: false,
  });
};

/** My crash bets, from the betting record (vendor XGS, game Crash). */
export const useCrashBets = (refetchMs: number | false) => {
  const player = usePlayer();
  return useQuery({
    queryKey: ['inhouse', 'crash-bets', player?.token],
    queryFn: ({ signal }) =>
      apiGet(gameApi.bets, {
        schema: shape<BetPage>(),
        query: { vendor: 'XGS', gameType: 'INHOUSE', pageSize: 10 },
        signal,
      }),
    enabled: player !== null,
    refetchInterval: refetchMs,
    retry: false,
  });
};

/** The shared crash round, polled: every 250 ms while it runs, else every second. */
export const useCrash = () =>
  useQuery({
    queryKey: ['inhouse', 'crash'],
    queryFn: ({ signal }) => apiGet(inhouseApi.crash, { schema: shape<CrashValue>(), signal }),
    refetchInterval: (q) => (q.state.data?.round.phase === 'running' ? 250 : 1000),
    retry: false,
  });

export const useFairnessActions = () => {
  const client = useQueryClient();
  const token = useSession()?.token;
  const set = (v: FairnessValue) => client.setQueryData(fairnessKey(token), v);
  return {
    setClientSeed: async (clientSeed: string) =>
      set(
        await apiSend(inhouseApi.clientSeed, {
          body: { clientSeed },
          schema: shape<FairnessValue>(),
        }),
      ),
    rotate: async () => {
      set(
        await apiSend(inhouseApi.rotate, {
          body: {},
          schema: shape<FairnessValue>(),
        }),
      );
      // Rounds of the revealed pair now carry their server seed.
      await client.invalidateQueries({ queryKey: ['inhouse', 'rounds'] });
    },
  };
};

/** After money moved: the header balance, the money pages, and the game's lists read again. */
const useAfterRound = () => {
  const client = useQueryClient();
  return (game: string) => {
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['inhouse', 'rounds'] });
    void client.invalidateQueries({ queryKey: ['inhouse', 'fairness'] });
    if (game === 'crash') void client.invalidateQueries({ queryKey: ['inhouse', 'crash-bets'] });
  };
};

type Action<A, T> = {
  run: (args: A) => Promise<T | undefined>;
  busy: boolean;
  error: unknown;
  restricted: boolean;
};

/**
 * One request per click: a fresh request id each time, and a click while one is on its way is
 * ignored (a ref, so even two clicks in the same frame make one round).
 */
function useAction<A, T>(game: string, send: (args: A, requestId: string) => Promise<T>): Action<A, T> {
  const gate = useGate();
  const after = useAfterRound();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (args: A) => {
    if (inFlight.current || !gate.allow()) return undefined;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const value = await send(args, newRequestId());
      after(game);
      return value;
    } catch (e) {
      setError(e);
      return undefined;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { run, busy, error, restricted: gate.restricted };
}

export type PlayArgs = { stake: string; params: Record<string, unknown> };

export const usePlay = (game: SingleGame) =>
  useAction<PlayArgs, PlayValue>(game, ({ stake, params }, requestId) =>
    apiSend(inhouseApi.play, {
      body: { game, stake, params, requestId },
      schema: shape<PlayValue>(),
    }),
  );

export const useCrashBet = () =>
  useAction<{ stake: string; target: number }, CrashBetValue>('crash', (body, requestId) =>
    apiSend(inhouseApi.crashBet, {
      body: { ...body, requestId },
      schema: shape<CrashBetValue>(),
    }),
  );
