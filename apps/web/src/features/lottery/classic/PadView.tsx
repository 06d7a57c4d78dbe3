import { useTranslation } from 'react-i18next';
import { tAny } from '../../../lib/api-errors.ts';
import type { Pad, PadRow } from './pads.ts';
import { picksOf, quickPick, toggle, withRow } from './picks.ts';
import { usePadText } from './text.ts';

type Props = { pad: Pad; selection: number[][]; onChange: (selection: number[][]) => void };

/** The number pad of a play: one row per position (or one row), each with its quick picks. */
export function PadView({ pad, selection, onChange }: Props) {
  return (
    <div className="lt-pad" data-testid="lt-pad">
      {pad.rows.map((row, i) => (
        <PadRowView
          key={i}
          row={row}
          picked={selection[i] ?? []}
          showLabel={pad.rows.length > 1 || row.label.kind !== 'option'}
          onChange={(values) => onChange(withRow(selection, { index: i, row: values }))}
        />
      ))}
    </div>
  );
}

function PadRowView({
  row,
  picked,
  showLabel,
  onChange,
}: {
  row: PadRow;
  picked: number[];
  showLabel: boolean;
  onChange: (values: number[]) => void;
}) {
  const { t } = useTranslation();
  const text = usePadText();
  const label = text.row(row.label);
  const picks = picksOf(row);
  const wide = row.values.some((v) => v.option !== undefined || v.zodiac !== undefined);
  return (
    <div className="lt-row" role="group" aria-label={label} data-testid="lt-row">
      <div className="lt-row__head">
        {showLabel && <span className="lt-row__label">{label}</span>}
        {picks.length > 0 && (
          <div className="lt-quick" role="group" aria-label={t('lottery.picks.label', { row: label })}>
            {picks.map((p) => (
              <button
                key={p}
                type="button"
                className="lt-quick__btn"
                onClick={() => onChange(quickPick(row, p))}
                data-testid={`lt-quick-${p}`}
              >
                {tAny(t)(`lottery.picks.${p}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <div
        className={wide ? 'lt-row__values lt-row__values--wide' : 'lt-row__values'}
        data-count={row.values.length}
      >
        {row.values.map((v) => (
          <button
            key={v.value}
            type="button"
            className={wide ? 'lt-opt' : 'lt-ball'}
            data-tone={v.tone}
            data-value={v.value}
            aria-pressed={picked.includes(v.value)}
            disabled={v.disabled}
            onClick={() => onChange(toggle(picked, v.value))}
            data-testid="lt-value"
          >
            {text.value(v)}
          </button>
        ))}
      </div>
    </div>
  );
}
