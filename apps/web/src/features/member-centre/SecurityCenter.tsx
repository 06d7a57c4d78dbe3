import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { useMemberInfo } from '../../lib/queries/member.ts';
import { useSession } from '../../lib/session.ts';
import { dayText } from '../../lib/time.ts';
import { LazyImage } from '../../ui/LazyImage.tsx';
import { iconKey, putMemberIcon, useMemberIcon } from './api.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import './rewards.css';

const avatarSrc = (icon: string) => `/media/avatars/${icon}.svg`;

/** The avatars the server offers; choosing one saves it and updates the header's avatar. */
function AvatarChooser({ focus }: { focus: boolean }) {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const client = useQueryClient();
  const icon = useMemberIcon();
  const ref = useRef<HTMLFieldSetElement>(null);
  const choose = useMutation({
    mutationFn: putMemberIcon,
    onSuccess: (value) => {
      client.setQueryData(iconKey(token), value);
      void client.invalidateQueries({ queryKey: ['member', 'info'] });
    },
  });
  const ready = icon.data !== undefined;
  useEffect(() => {
    if (focus && ready) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [focus, ready]);

  const data = icon.data;
  const current = choose.isPending ? choose.variables : data?.icon;
  return (
    <fieldset className="mc-card" ref={ref} data-testid="avatar-chooser">
      <legend>{t('memberCentre.account.avatar')}</legend>
      <QueryStatus query={icon} />
      {data && (
        <div className="mc-avatars">
          {data.choices.map((choice, i) => (
            <button
              key={choice}
              type="button"
              className="mc-avatars__choice"
              aria-pressed={choice === current}
              data-icon={choice}
              disabled={choose.isPending}
              onClick={() => {
                if (choice !== data.icon) choose.mutate(choice);
              }}
            >
              <LazyImage
                src={avatarSrc(choice)}
                fallback="/media/demo/avatar-default.svg"
                alt={t('memberCentre.account.avatarN', { n: i + 1 })}
              />
            </button>
          ))}
        </div>
      )}
      {choose.isError && (
        <p className="mc-error" role="alert">
          {errorText(t, choose.error)}
        </p>
      )}
      {choose.isSuccess && <p role="status">{t('memberCentre.account.avatarSaved')}</p>}
    </fieldset>
  );
}

/** My account (securityCenter): who the member is, the avatar, and the password change. */
export function SecurityCenter({ focusAvatar }: { focusAvatar: boolean }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const m = info.data;
  const labels = m ? [...(m.clubLabel ? [m.clubLabel] : []), ...m.memberLabel] : [];
  const none = t('memberCentre.none');
  const [, setParams] = useSearchParams();
  const toRank = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('memberCentre', 'playerRank');
        return next;
      },
      { replace: true },
    );
  return (
    <div className="mc-stack">
      <section className="mc-card" aria-label={t('memberCentre.account.info')}>
        <QueryStatus query={info} />
        {m && (
          <dl className="mc-facts" data-testid="member-facts">
            <dt>{t('memberCentre.account.nickname')}</dt>
            <dd>{m.nickname || none}</dd>
            <dt>{t('memberCentre.account.account')}</dt>
            <dd data-testid="member-account">{m.account}</dd>
            <dt>{t('memberCentre.account.mobile')}</dt>
            <dd>{m.mobile || none}</dd>
            <dt>{t('memberCentre.account.registered')}</dt>
            <dd>{m.regDate ? dayText(new Date(m.regDate)) : none}</dd>
            <dt>{t('memberCentre.account.labels')}</dt>
            <dd className="mc-labels">
              {labels.length === 0
                ? none
                : labels.map((l, i) => (
                    <span key={i} className="member-label" style={{ color: l.color, background: l.color2 }}>
                      {l.labelName}
                    </span>
                  ))}
              <button type="button" className="mc-rank-link" data-testid="to-player-rank" onClick={toRank}>
                {t('memberCentre.rank.see')}
              </button>
            </dd>
          </dl>
        )}
      </section>
      <AvatarChooser focus={focusAvatar} />
      <section className="mc-card" aria-label={t('memberCentre.account.security')}>
        <p>{t('memberCentre.account.passwordHint')}</p>
        <button
          type="button"
          className="button"
          data-testid="change-password"
          onClick={() => openModal('changePassModal')}
        >
          {t('modal.changePassword')}
        </button>
      </section>
    </div>
  );
}
