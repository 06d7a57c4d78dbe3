import { useState, type ReactNode } from 'react';
import { usePlay, type PlayValue } from './api.ts';
import { checkStake, type SingleGame } from './helpers.ts';
import { FairnessPanel } from './fairness.tsx';
import { PlayButton, RecentRounds, ResultLine } from './parts.tsx';
import type { Round } from './api.ts';

/**
 * One round of a single-player game: the stake as typed (10.00 at first), the last round played,
 * and playing one with the game's parameters once the stake is one the game takes.
 */
export function useRound(game: SingleGame) {
  const [stake, setStake] = useState('10.00');
  const [last, setLast] = useState<PlayValue | null>(null);
  const play = usePlay(game);
  const run = (params: Record<string, unknown>) => {
    const s = checkStake(stake);
    if (s.ok) void play.run({ stake: s.text, params }).then((v) => v && setLast(v));
  };
  return { stake, setStake, last, setLast, play, stakeOk: checkStake(stake).ok, run };
}

export type RoundState = ReturnType<typeof useRound>;

/** The play button of a round, and what the round came to. */
export function PlayRound({
  round,
  label,
  disabled = false,
  params,
  children,
}: {
  round: RoundState;
  label: string;
  /** Besides a stake the game does not take. */
  disabled?: boolean;
  params: Record<string, unknown>;
  /** Between the button and the result (a hint). */
  children?: ReactNode;
}) {
  return (
    <>
      <PlayButton
        label={label}
        busy={round.play.busy}
        disabled={disabled || !round.stakeOk}
        error={round.play.error}
        restricted={round.play.restricted}
        onClick={() => round.run(params)}
      />
      {children}
      <ResultLine round={round.last} />
    </>
  );
}

/**
 * A single-player game's page: the board, the controls, what the game adds (a paytable), the
 * fairness panel and the member's recent rounds.
 */
export function GameLayout({
  name,
  round,
  board,
  controls,
  extra,
  describe,
}: {
  name: SingleGame;
  round: RoundState;
  board: ReactNode;
  controls: ReactNode;
  extra?: ReactNode;
  describe: (r: Round) => string;
}) {
  return (
    <div className={`ih-game ih-${name}`}>
      <div className="ih-board">{board}</div>
      <div className="ih-controls">{controls}</div>
      {extra}
      <FairnessPanel lastRound={round.last} />
      <RecentRounds game={name} describe={describe} />
    </div>
  );
}
