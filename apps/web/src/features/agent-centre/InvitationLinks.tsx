import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineKind, Invitation, InvitationsValue } from '@lotto/contracts';
import { PRIZE_MODE_IDS, type PrizeModeId } from '@lotto/contracts/lottery/odds';
import { errorText } from '../../lib/api-errors.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { QrCode } from '../../ui/QrCode.tsx';
import { createInvitation, removeInvitation } from './api.ts';
import { KindChoice, ownDraft, readSeries, SeriesFields } from './DownlineChoices.tsx';

/** The address a link's visitors open: the registration page with the code, on this site. */
export const inviteUrl = (code: string) =>
  `${window.location.origin}/register?aff=${encodeURIComponent(code)}`;

/**
 * The agent's invitation links (AFFMAN3) and a form for a new one (CREATEAFF3): each with its
 * code, address, QR code, copy buttons, what it makes and how many registered with it.
 */
export function InvitationLinks({ value }: { value: InvitationsValue }) {
  const { t } = useTranslation();
  const canCreate = useModuleOn('CREATEAFF3');
  const canManage = useModuleOn('AFFMAN3');
  if (!canCreate && !canManage) return null;
  return (
    <section className="mc-card" data-testid="invitation-links" aria-labelledby="ac-links-title">
      <h3 className="mc-subtitle" id="ac-links-title">
        {t('agentCentre.register.linksTitle')}
      </h3>
      {canCreate && <NewLink value={value} />}
      {value.list.length === 0 ? (
        <p className="mc-status" data-testid="links-empty">
          {t('agentCentre.register.noLinks')}
        </p>
      ) : (
        <ul className="ac-links" data-testid="links-list">
          {value.list.map((link) => (
            <LinkCard key={link.id} link={link} canManage={canManage} />
          ))}
        </ul>
      )}
    </section>
  );
}

function NewLink({ value }: { value: InvitationsValue }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const bounds = { own: value.ownSeries, floors: value.floors };
  const [kind, setKind] = useState<DownlineKind>('member');
  const [draft, setDraft] = useState(() => ownDraft(bounds));
  const [wrong, setWrong] = useState<PrizeModeId[]>([]);
  const create = useMutation({
    mutationFn: createInvitation,
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'invitations'] }),
  });
  const full = value.list.length >= value.limit;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readSeries(draft, bounds);
    setWrong(read.wrong);
    if (read.wrong.length === 0) create.mutate({ kind, series: read.series });
  };
  return (
    <form className="mc-form ac-newlink" onSubmit={submit} data-testid="new-link" noValidate>
      <KindChoice kind={kind} onChange={setKind} />
      <SeriesFields draft={draft} bounds={bounds} wrong={wrong} onChange={setDraft} />
      <button type="submit" className="button" disabled={create.isPending || full}>
        {t('agentCentre.register.createLink')}
      </button>
      <p className="mc-sub">
        {t('agentCentre.register.linkCount', { count: value.list.length, limit: value.limit })}
      </p>
      {create.error && (
        <p className="mc-error" role="alert">
          {errorText(t, create.error)}
        </p>
      )}
    </form>
  );
}

/** One link; `canManage` (AFFMAN3, read once by the list) offers its removal. */
function LinkCard({ link, canManage }: { link: Invitation; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeInvitation(link.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'invitations'] }),
  });
  const url = inviteUrl(link.code);
  const series = PRIZE_MODE_IDS.filter((m) => link.series[m] !== undefined)
    .map((m) => `${t(`agentCentre.register.modes.${m}`)} ${link.series[m]}`)
    .join(' · ');
  return (
    <li className="ac-link" data-testid="link-card" data-code={link.code}>
      <QrCode value={url} label={t('agentCentre.register.qr')} size={100} />
      <div className="ac-link__facts">
        <p className="ac-link__head">
          <strong>{t(`agentCentre.register.kinds.${link.kind}`)}</strong>
          <span className="mc-badge" data-testid="link-registrations">
            {t('agentCentre.register.registrations', { count: link.registrations })}
          </span>
        </p>
        <CopyValue value={link.code} testId="link-code" />
        <CopyValue value={url} testId="link-url" />
        <span className="mc-sub">
          {series ? `${series} · ` : ''}
          {formatTimestamp(link.createdAt)}
        </span>
        {canManage &&
          (confirming ? (
            <span className="ac-link__confirm">
              {t('agentCentre.register.removeAsk')}{' '}
              <button type="button" className="button" onClick={() => remove.mutate()}>
                {t('agentCentre.register.removeYes')}
              </button>{' '}
              <button type="button" className="link-button" onClick={() => setConfirming(false)}>
                {t('agentCentre.register.removeNo')}
              </button>
            </span>
          ) : (
            <button type="button" className="link-button ac-link__remove" onClick={() => setConfirming(true)}>
              {t('agentCentre.register.remove')}
            </button>
          ))}
        {remove.error && <span className="mc-error">{errorText(t, remove.error)}</span>}
      </div>
    </li>
  );
}
