import { useTranslation } from 'react-i18next';
import type { DownlineKind, DownlineSeries } from '@lotto/contracts';
import { PRIZE_MODE_IDS, rebateBp, type PrizeModeId } from '@lotto/contracts/lottery/odds';

/** The bounds a downline's series may take in each prize mode: the brand's floor and the agent's own. */
export type SeriesBounds = { own: Record<string, number>; floors: Record<string, number> };

/** Series as typed, per mode. */
export type SeriesDraft = Record<PrizeModeId, string>;

/** The agent's own series in every mode: a downline given these leaves the agent no rebate. */
export const ownDraft = (b: SeriesBounds): SeriesDraft =>
  Object.fromEntries(PRIZE_MODE_IDS.map((m) => [m, String(b.own[m] ?? '')])) as SeriesDraft;

/** The modes whose typed series is a whole number within the bounds; the rest are wrong. */
export function readSeries(
  draft: SeriesDraft,
  b: SeriesBounds,
): { series: DownlineSeries; wrong: PrizeModeId[] } {
  const series: DownlineSeries = {};
  const wrong: PrizeModeId[] = [];
  for (const mode of PRIZE_MODE_IDS) {
    const n = Number(draft[mode]);
    const own = b.own[mode];
    const floor = b.floors[mode];
    if (own === undefined || floor === undefined) continue;
    if (!/^\d+$/.test(draft[mode]) || n < floor || n > own) wrong.push(mode);
    else series[mode] = n;
  }
  return { series, wrong };
}

/** What the agent keeps of a downline's turnover at this series, as a percentage. */
const keepText = (own: number | undefined, typed: string): string =>
  own !== undefined && /^\d+$/.test(typed) ? `${(rebateBp(own, Number(typed)) / 100).toFixed(2)}%` : '–';

/**
 * A lottery prize series per prize mode for a new downline: between the brand's floor and the
 * agent's own, with the rebate the agent keeps on the downline's turnover beside each.
 */
export function SeriesFields({
  draft,
  bounds,
  wrong,
  onChange,
}: {
  draft: SeriesDraft;
  bounds: SeriesBounds;
  wrong: readonly PrizeModeId[];
  onChange: (next: SeriesDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mc-choices ac-series" data-testid="series-fields">
      <legend>{t('agentCentre.register.series')}</legend>
      {PRIZE_MODE_IDS.map((mode) => (
        <label key={mode} className="mc-field">
          <span className="mc-field__label">{t(`agentCentre.register.modes.${mode}`)}</span>
          <input
            className="text-input mc-input"
            name={`series-${mode}`}
            inputMode="numeric"
            aria-invalid={wrong.includes(mode) || undefined}
            value={draft[mode]}
            onChange={(e) => onChange({ ...draft, [mode]: e.target.value.trim() })}
          />
          <span className="mc-sub">
            {wrong.includes(mode)
              ? t('agentCentre.register.seriesBounds', { min: bounds.floors[mode], max: bounds.own[mode] })
              : t('agentCentre.register.keep', { rate: keepText(bounds.own[mode], draft[mode]) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Player or agent: two buttons, one pressed. */
export function KindChoice({ kind, onChange }: { kind: DownlineKind; onChange: (k: DownlineKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className="mc-quick" role="group" aria-label={t('agentCentre.register.kind')}>
      {(['member', 'agent'] as const).map((k) => (
        <button
          key={k}
          type="button"
          className="chip mc-chip"
          aria-pressed={kind === k}
          data-kind={k}
          onClick={() => onChange(k)}
        >
          {t(`agentCentre.register.kinds.${k}`)}
        </button>
      ))}
    </div>
  );
}
