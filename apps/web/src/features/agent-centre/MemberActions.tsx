import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@lotto/contracts';
import { PRIZE_MODE_IDS, type PrizeModeId } from '@lotto/contracts/lottery/odds';
import { newRequestId } from '../../lib/api.ts';
import { errorText } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { setSeries, transferTo, useMemberSeries } from './api.ts';
import { readSeries, SeriesFields, type SeriesDraft } from './DownlineChoices.tsx';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * Sends money to a team member from the agent's main wallet: the amount and the agent's payment
 * password; the same request id on a retry, so a repeated press moves the money once.
 */
export function TransferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [requestId] = useState(newRequestId);
  const send = useMutation({
    mutationFn: () => transferTo({ to: member.username, amount, paymentPassword: pin, requestId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent', 'members'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
  const valid = AMOUNT.test(amount) && Number(amount) > 0 && /^\d{6}$/.test(pin);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) send.mutate();
  };
  return (
    <Dialog
      title={t('agentCentre.actions.transferTitle', { username: member.username })}
      onClose={onClose}
      testId="transfer-dialog"
    >
      {send.data ? (
        <div className="mc-form" role="status" data-testid="transfer-done">
          <p>{t('agentCentre.actions.sent', { amount: formatMoney(amount), username: member.username })}</p>
          <p className="mc-sub">
            {t('agentCentre.actions.balance', { balance: formatMoney(send.data.balance) })}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {t('common.ok')}
          </button>
        </div>
      ) : (
        <form className="mc-form" onSubmit={submit} noValidate>
          <label className="mc-field">
            <span className="mc-field__label">{t('agentCentre.actions.amount')}</span>
            <input
              className="text-input mc-input"
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value.trim())}
            />
          </label>
          <label className="mc-field">
            <span className="mc-field__label">{t('agentCentre.actions.pin')}</span>
            <input
              className="text-input mc-input"
              name="paymentPassword"
              type="password"
              inputMode="numeric"
              maxLength={6}
              autoComplete="off"
              value={pin}
              onChange={(e) => setPin(e.target.value.trim())}
            />
          </label>
          <button type="submit" className="button" disabled={!valid || send.isPending}>
            {t('agentCentre.actions.send')}
          </button>
          {send.error && (
            <p className="mc-error" role="alert">
              {errorText(t, send.error)}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}

/**
 * A direct downline's lottery series per prize mode, between the brand's floor and the agent's
 * own; each changed mode is set with the lottery's own call (which refuses one below the
 * downline's own downlines).
 */
export function SeriesDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const series = useMemberSeries(member.id);
  const data = series.data;
  return (
    <Dialog
      title={t('agentCentre.actions.seriesTitle', { username: member.username })}
      onClose={onClose}
      testId="series-dialog"
    >
      <QueryStatus query={series} />
      {data && <SeriesForm member={member} value={data} onClose={onClose} />}
    </Dialog>
  );
}

function SeriesForm({
  member,
  value,
  onClose,
}: {
  member: TeamMember;
  value: { series: Record<string, number>; max: Record<string, number>; floors: Record<string, number> };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const bounds = { own: value.max, floors: value.floors };
  const [draft, setDraft] = useState<SeriesDraft>(
    () => Object.fromEntries(PRIZE_MODE_IDS.map((m) => [m, String(value.series[m] ?? '')])) as SeriesDraft,
  );
  const [wrong, setWrong] = useState<PrizeModeId[]>([]);
  const save = useMutation({
    mutationFn: async (chosen: Partial<Record<PrizeModeId, number>>) => {
      for (const mode of PRIZE_MODE_IDS) {
        const next = chosen[mode];
        if (next !== undefined && next !== value.series[mode])
          await setSeries({ username: member.username, prizeMode: mode, series: next });
      }
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: ['agent', 'series', member.id] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readSeries(draft, bounds);
    setWrong(read.wrong);
    if (read.wrong.length === 0) save.mutate(read.series);
  };
  return (
    <form className="mc-form" onSubmit={submit} noValidate data-testid="series-form">
      <SeriesFields draft={draft} bounds={bounds} wrong={wrong} onChange={setDraft} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t('agentCentre.actions.saveSeries')}
      </button>
      {save.isSuccess && (
        <p className="ac-ok" role="status" data-testid="series-saved">
          {t('agentCentre.actions.seriesSaved')}{' '}
          <button type="button" className="link-button" onClick={onClose}>
            {t('common.close')}
          </button>
        </p>
      )}
      {save.error && (
        <p className="mc-error" role="alert">
          {errorText(t, save.error)}
        </p>
      )}
    </form>
  );
}
