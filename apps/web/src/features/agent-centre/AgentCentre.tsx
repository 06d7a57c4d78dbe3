import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { CentreFrame } from '../../ui/CentreFrame.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { AgentAnnouncements } from './AgentAnnouncements.tsx';
import { AgentRevenue } from './AgentRevenue.tsx';
import { useAgentCentre } from './api.ts';
import { RegisterCenter } from './RegisterCenter.tsx';
import { TeamBets } from './TeamBets.tsx';
import { TeamManagement } from './TeamManagement.tsx';
import { TeamProfit } from './TeamProfit.tsx';
import { TeamTransactions } from './TeamTransactions.tsx';
import { TeamOverview } from './TeamOverview.tsx';
import './agent-centre.css';

export type AgentCentreProps = {
  page: AgentCentrePage | 'default';
  onPage: (page: AgentCentrePage) => void;
  onClose: () => void;
};

/** The pages this build shows; the others the menu data allows come with later releases. */
const BUILT: Partial<Record<AgentCentrePage, (c: { today: string }) => ReactNode>> = {
  agentAnnouncement: () => <AgentAnnouncements />,
  agentTeamOverview: ({ today }) => <TeamOverview today={today} />,
  registerCenter: () => <RegisterCenter />,
  downlineManagmentView: () => <TeamManagement />,
  personalHistoryCopy: ({ today }) => <TeamBets today={today} />,
  palStatementsAgentCopy: ({ today }) => <TeamProfit today={today} />,
  agentRevenueReport: ({ today }) => <AgentRevenue today={today} />,
  agentDownlineTransactionDetailsCopy: ({ today }) => <TeamTransactions today={today} />,
};

/**
 * The agent centre (docs/product/agents-and-promotions.md#agent-centre): the menu the server
 * allows this agent, in its order, and the one active page beside it (above it on phones).
 * Nothing shows until the menu data is there, so the menu never jumps.
 */
export default function AgentCentre({ page, onPage, onClose }: AgentCentreProps) {
  const { t } = useTranslation();
  const centre = useAgentCentre();
  const value = centre.data;
  const pages = value ? value.pages.filter((p) => BUILT[p] !== undefined) : [];
  const active =
    page !== 'default' && pages.includes(page) ? page : (value?.defaultPage ?? 'agentTeamOverview');
  if (!value)
    return centre.isError ? (
      <Dialog title={t('agentCentre.title')} onClose={onClose} testId="agent-centre">
        <QueryStatus query={centre} />
      </Dialog>
    ) : null;
  return (
    <CentreFrame
      title={t('agentCentre.title')}
      menuLabel={t('agentCentre.menu')}
      pages={pages}
      active={active}
      nameOf={(p) => t(`agentCentre.pages.${p}`)}
      onPage={onPage}
      onClose={onClose}
      testId="agent-centre"
    >
      {BUILT[active]?.({ today: value.today })}
    </CentreFrame>
  );
}
