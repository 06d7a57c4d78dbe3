/**
 * Words of the pads and tickets: row labels, option and zodiac names, play groups, and a
 * selection written out ("3 5 | 7" or "Big, Odd"). Keys are built from the play data, so they
 * go through tAny; ty.json and en.json carry each of them (the parity check keeps both whole).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { tAny } from '../../../lib/api-errors.ts';
import type { Pad, PadValue, RowLabel } from './pads.ts';

/** PK10 dragon/tiger pairs: place i against place 11 - i. */
const pairText = (i: number) => `${i + 1} vs ${10 - i}`;

export function rowLabelText(t: TFunction, label: RowLabel): string {
  if (label.kind === 'position') return tAny(t)(`lottery.positions.${label.family}.p${label.index}`);
  if (label.kind === 'place') return tAny(t)('lottery.rows.place', { n: label.index + 1 });
  if (label.kind === 'pair') return pairText(label.index);
  return tAny(t)(`lottery.rows.${label.kind}`);
}

export function valueText(t: TFunction, v: PadValue): string {
  if (v.option) return tAny(t)(`lottery.options.${v.option}`);
  if (v.zodiac !== undefined) return tAny(t)(`lottery.zodiacs.z${v.zodiac}`);
  return v.text ?? String(v.value);
}

/** A play group's name (playCode such as SSC_3F), falling back to the code. */
export const groupText = (t: TFunction, playCode: string): string =>
  tAny(t)(`lottery.groups.${playCode}`, { defaultValue: playCode });

/**
 * The selection in words: rows joined by " | " (numbers by spaces, options by commas); a play
 * whose rows may stay empty (car by place, sides by position) names the rows it uses instead.
 */
export function selectionText(
  t: TFunction,
  { pad, selection }: { pad: Pad | null; selection: number[][] },
): string {
  if (!pad) return selection.map((row) => row.join(' ')).join(' | ');
  const rowText = (row: number[], i: number) => {
    const padRow = pad.rows[i];
    if (!padRow) return row.join(' ');
    const words = row.map((n) => {
      const v = padRow.values.find((x) => x.value === n);
      return v ? valueText(t, v) : String(n);
    });
    return words.join(padRow.kind === 'options' ? ', ' : ' ');
  };
  const sparse = selection.length > 1 && selection.some((row) => row.length === 0);
  if (!sparse) return selection.map(rowText).join(' | ');
  return selection
    .flatMap((row, i) =>
      row.length === 0 ? [] : [`${rowLabelText(t, pad.rows[i]!.label)}: ${rowText(row, i)}`],
    )
    .join(' · ');
}

export const usePadText = () => {
  const { t } = useTranslation();
  return {
    t,
    row: (label: RowLabel) => rowLabelText(t, label),
    value: (v: PadValue) => valueText(t, v),
    group: (code: string) => groupText(t, code),
    selection: (pad: Pad | null, selection: number[][]) => selectionText(t, { pad, selection }),
  };
};
