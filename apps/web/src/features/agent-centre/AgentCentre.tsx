import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useAgentCentre } from './api.ts';
import { TeamOverview } from './TeamOverview.tsx';
import '../../ui/centre-layout.css';
import '../../ui/centre-forms.css';
import './agent-centre.css';

export type AgentCentreProps = {
  page: AgentCentrePage | 'default';
  onPage: (page: AgentCentrePage) => void;
  onClose: () => void;
};

/** The pages this build shows; the others the menu data allows come with later releases. */
const BUILT: readonly AgentCentrePage[] = ['agentTeamOverview'];

/**
 * The agent centre (docs/product/agents-and-promotions.md#agent-centre): the menu the server
 * allows this agent, in its order, and the one active page beside it (above it on phones).
 * Nothing shows until the menu data is there, so the menu never jumps.
 */
export default function AgentCentre({ page, onPage, onClose }: AgentCentreProps) {
  const { t } = useTranslation();
  const centre = useAgentCentre();
  const menu = useRef<HTMLElement>(null);
  const value = centre.data;
  const pages = value ? value.pages.filter((p) => BUILT.includes(p)) : [];
  const active =
    page !== 'default' && pages.includes(page) ? page : (value?.defaultPage ?? 'agentTeamOverview');
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, value]);
  if (!value)
    return centre.isError ? (
      <Dialog title={t('agentCentre.title')} onClose={onClose} testId="agent-centre">
        <QueryStatus query={centre} />
      </Dialog>
    ) : null;
  const title = t(`agentCentre.pages.${active}`);
  return (
    <Dialog
      title={t('agentCentre.title')}
      onClose={onClose}
      width={1080}
      className="mc-dialog"
      testId="agent-centre"
    >
      <div className="mc">
        <nav
          ref={menu}
          className="mc__menu"
          aria-label={t('agentCentre.menu')}
          data-testid="agent-centre-menu"
        >
          {pages.map((p) => (
            <button
              key={p}
              type="button"
              className="mc__item"
              data-page={p}
              aria-current={p === active ? 'page' : undefined}
              onClick={() => onPage(p)}
            >
              {t(`agentCentre.pages.${p}`)}
            </button>
          ))}
        </nav>
        <section className="mc__panel" aria-label={title} data-page={active} data-testid="agent-centre-page">
          <h3 className="mc__title">{title}</h3>
          <TeamOverview today={value.today} />
        </section>
      </div>
    </Dialog>
  );
}
