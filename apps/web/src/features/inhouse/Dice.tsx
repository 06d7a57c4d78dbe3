import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  diceMultiplierBp,
  diceWinningRolls,
  validDiceParams,
  type DiceParams,
} from '@lotto/contracts/games/fair/dice';
import { usePlay, type PlayValue } from './api.ts';
import { bpText, checkStake, rollText } from './helpers.ts';
import { FairnessPanel, PlayButton, RecentRounds, ResultLine, StakeInput } from './parts.tsx';

/** Dice: a target and under/over, the win chance and multiplier from the contracts' maths. */
export function Dice() {
  const { t } = useTranslation();
  const id = useId();
  const [stake, setStake] = useState('10.00');
  const [params, setParams] = useState<DiceParams>({ target: 5000, direction: 'under' });
  const [last, setLast] = useState<PlayValue | null>(null);
  const play = usePlay('dice');
  const valid = validDiceParams(params);
  const chance = diceWinningRolls(params);
  const roll = last?.game === 'dice' ? last.outcome.roll : null;
  const setTarget = (v: number) =>
    setParams((p) => ({ ...p, target: Math.max(0, Math.min(9_999, Math.round(v))) }));
  return (
    <div className="ih-game ih-dice">
      <div className="ih-board">
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
          onChange={(e) => setTarget(Number(e.target.value))}
          data-testid="dice-slider"
        />
        {roll !== null && (
          <p className="ih-big" data-testid="dice-roll">
            {t('inhouse.dice.rolled', { roll: rollText(roll) })}
          </p>
        )}
      </div>
      <div className="ih-controls">
        <StakeInput value={stake} onChange={setStake} />
        <div className="ih-field">
          <label htmlFor={id} className="ih-label">
            {t('inhouse.dice.target')}
          </label>
          <input
            id={id}
            className="ih-input"
            inputMode="decimal"
            value={rollText(params.target)}
            onChange={(e) => {
              const n = Number(e.target.value.replace(',', '.'));
              if (Number.isFinite(n)) setTarget(n * 100);
            }}
            data-testid="dice-target"
          />
        </div>
        <div className="segmented" role="group" aria-label={t('inhouse.dice.direction')}>
          {(['under', 'over'] as const).map((d) => (
            <button
              key={d}
              type="button"
              className="segmented__item"
              aria-pressed={params.direction === d}
              onClick={() => setParams((p) => ({ ...p, direction: d }))}
              data-testid={`dice-${d}`}
            >
              {d === 'under' ? t('inhouse.dice.under') : t('inhouse.dice.over')}
            </button>
          ))}
        </div>
        <dl className="ih-dl ih-dl--inline">
          <dt>{t('inhouse.dice.chance')}</dt>
          <dd data-testid="dice-chance">{rollText(chance)}%</dd>
          <dt>{t('inhouse.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{valid ? bpText(diceMultiplierBp(params)) : '—'}</dd>
        </dl>
        {!valid && <p className="ih-error">{t('inhouse.dice.chanceRule')}</p>}
        <PlayButton
          label={t('inhouse.dice.roll')}
          busy={play.busy}
          disabled={!valid || !checkStake(stake).ok}
          error={play.error}
          restricted={play.restricted}
          onClick={() => {
            const s = checkStake(stake);
            if (s.ok) void play.run({ stake: s.text, params }).then((v) => v && setLast(v));
          }}
        />
        <ResultLine round={last} />
      </div>
      <FairnessPanel lastRound={last} />
      <RecentRounds
        game="dice"
        describe={(r) =>
          r.game === 'dice'
            ? `${rollText(r.outcome.roll)} ${r.params.direction === 'under' ? t('inhouse.dice.under') : t('inhouse.dice.over')} ${rollText(r.params.target)}`
            : ''
        }
      />
    </div>
  );
}
