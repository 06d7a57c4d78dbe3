import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../ui/LazyImage.tsx';
import { useMemberInfo } from '../../lib/queries/member.ts';
import { canOpenAgentCentre, canOpenMemberCentre, useSession } from '../../lib/session.ts';

type Props = { onSignOut: () => void; onMemberCentre: (page: string) => void; onAgentCentre: () => void };

/** Avatar dropdown: nickname, member label, avatar edit, centres, records and sign out. */
export function AvatarMenu({ onSignOut, onMemberCentre, onAgentCentre }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useMemberInfo().data;
  const [open, setOpen] = useState(false);
  const member = canOpenMemberCentre(session);
  const label = info?.clubLabel;
  // An entry opens an overlay or signs out: the menu closes behind it.
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="avatar-menu">
      <button
        type="button"
        className="avatar-menu__button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <LazyImage
          src={info?.avatar}
          fallback="/media/demo/avatar-default.svg"
          alt={t('header.avatar')}
          className="avatar"
        />
        <span className="visually-hidden">{t('header.accountMenu')}</span>
      </button>
      {open && (
        <div className="avatar-menu__panel" role="menu">
          <p className="avatar-menu__name">{info?.nickname ?? info?.account ?? '…'}</p>
          {label && (
            <span className="member-label" style={{ color: label.color, background: label.color2 }}>
              {label.labelName}
            </span>
          )}
          <button type="button" role="menuitem" onClick={pick(() => onMemberCentre('profile'))}>
            {t('header.editAvatar')}
          </button>
          {member && (
            <>
              <button type="button" role="menuitem" onClick={pick(() => onMemberCentre('securityCenter'))}>
                {t('header.memberCentre')}
              </button>
              <button
                type="button"
                role="menuitem"
                onClick={pick(() => onMemberCentre('transactionHistory'))}
              >
                {t('header.accountRecord')}
              </button>
              <button
                type="button"
                role="menuitem"
                onClick={pick(() => onMemberCentre('personalHistoryCopy'))}
              >
                {t('header.bettingRecord')}
              </button>
            </>
          )}
          {canOpenAgentCentre(session) && (
            <button type="button" role="menuitem" onClick={pick(onAgentCentre)}>
              {t('header.agentCentre')}
            </button>
          )}
          <button type="button" role="menuitem" onClick={pick(onSignOut)}>
            {t('header.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
