import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  diceMultiplierBp,
  diceWinningRolls,
  validDiceParams,
  type DiceParams,
} from '@lotto/contracts/games/fair/dice';
import type { PlayValue } from './api.ts';
import { bpText, rollText } from './helpers.ts';
import { GameField, StakeInput } from './parts.tsx';
import { GameLayout, PlayRound, useRound } from './round.tsx';

/** The track: the winning side of the target, and where the last roll landed. */
function DiceTrack({
  params,
  last,
  onTarget,
}: {
  params: DiceParams;
  last: PlayValue | null;
  onTarget: (hundredths: number) => void;
}) {
  const { t } = useTranslation();
  const roll = last?.game === 'dice' ? last.outcome.roll : null;
  return (
    <>
      <div className="ih-dice__track" aria-hidden="true">
        <div
          className={`ih-dice__win ih-dice__win--${params.direction}`}
          style={{ '--at': `${params.target / 100}%` } as React.CSSProperties}
        />
        {roll !== null && (
          <div
            className={`ih-dice__roll ${last?.payout !== '0.00' ? 'ih-won' : 'ih-lost'}`}
            style={{ left: `clamp(1.75rem, ${roll / 100}%, calc(100% - 1.75rem))` }}
          >
            {rollText(roll)}
          </div>
        )}
      </div>
      <input
        type="range"
        className="ih-range"
        min={0}
        max={9999}
        step={1}
        value={params.target}
        aria-label={t('inhouse.dice.target')}
        onChange={(e) => onTarget(Number(e.target.value))}
        data-testid="dice-slider"
      />
      {roll !== null && (
        <p className="ih-big" data-testid="dice-roll">
          {t('inhouse.dice.rolled', { roll: rollText(roll) })}
        </p>
      )}
    </>
  );
}

/** The target typed, under or over it, the win chance and the multiplier. */
function DiceSettings({
  params,
  onTarget,
  onDirection,
}: {
  params: DiceParams;
  onTarget: (hundredths: number) => void;
  onDirection: (d: DiceParams['direction']) => void;
}) {
  const { t } = useTranslation();
  const valid = validDiceParams(params);
  return (
    <>
      <GameField label={t('inhouse.dice.target')}>
        {(id) => (
          <input
            id={id}
            className="text-input ih-input"
            inputMode="decimal"
            value={rollText(params.target)}
            onChange={(e) => {
              const n = Number(e.target.value.replace(',', '.'));
              if (Number.isFinite(n)) onTarget(n * 100);
            }}
            data-testid="dice-target"
          />
        )}
      </GameField>
      <div className="segmented" role="group" aria-label={t('inhouse.dice.direction')}>
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            className="segmented__item"
            aria-pressed={params.direction === d}
            onClick={() => onDirection(d)}
            data-testid={`dice-${d}`}
          >
            {d === 'under' ? t('inhouse.dice.under') : t('inhouse.dice.over')}
          </button>
        ))}
      </div>
      <dl className="ih-dl ih-dl--inline">
        <dt>{t('inhouse.dice.chance')}</dt>
        <dd data-testid="dice-chance">{rollText(diceWinningRolls(params))}%</dd>
        <dt>{t('inhouse.multiplier')}</dt>
        <dd data-testid="dice-multiplier">{valid ? bpText(diceMultiplierBp(params)) : '—'}</dd>
      </dl>
      {!valid && <p className="ih-error">{t('inhouse.dice.chanceRule')}</p>}
    </>
  );
}

/** Dice: a target and under/over, the win chance and multiplier from the contracts' maths. */
export function Dice() {
  const { t } = useTranslation();
  const round = useRound('dice');
  const [params, setParams] = useState<DiceParams>({ target: 5000, direction: 'under' });
  const setTarget = (v: number) =>
    setParams((p) => ({ ...p, target: Math.max(0, Math.min(9_999, Math.round(v))) }));
  const side = (d: 'under' | 'over') => (d === 'under' ? t('inhouse.dice.under') : t('inhouse.dice.over'));
  return (
    <GameLayout
      name="dice"
      round={round}
      board={<DiceTrack params={params} last={round.last} onTarget={setTarget} />}
      controls={
        <>
          <StakeInput value={round.stake} onChange={round.setStake} />
          <DiceSettings
            params={params}
            onTarget={setTarget}
            onDirection={(direction) => setParams((p) => ({ ...p, direction }))}
          />
          <PlayRound
            round={round}
            label={t('inhouse.dice.roll')}
            disabled={!validDiceParams(params)}
            params={params}
          />
        </>
      }
      describe={(r) =>
        r.game === 'dice'
          ? `${rollText(r.outcome.roll)} ${side(r.params.direction)} ${rollText(r.params.target)}`
          : ''
      }
    />
  );
}
