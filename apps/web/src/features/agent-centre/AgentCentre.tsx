import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@lotto/contracts';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { CentreFrame } from '../../ui/CentreFrame.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { AgentAnnouncements } from './AgentAnnouncements.tsx';
import { AgentRevenue } from './AgentRevenue.tsx';
import { useAgentCentre } from './api.ts';
import { ContractPage } from './ContractPage.tsx';
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

/** What a page is given: the brand's day and time zone, and the way to another page. */
type PageContext = { today: string; timeZone: string; onPage: (page: AgentCentrePage) => void };

/** A contract page of one kind (keyed by it, so a page's tabs start over on another kind). */
function contractPage(kind: ContractKind) {
  return ({ timeZone, onPage }: PageContext) => (
    <ContractPage key={kind} kind={kind} timeZone={timeZone} onPage={onPage} />
  );
}

/** The pages this build shows; the others the menu data allows come with later releases. */
const BUILT: Partial<Record<AgentCentrePage, (c: PageContext) => ReactNode>> = {
  agentAnnouncement: () => <AgentAnnouncements />,
  agentTeamOverview: ({ today }) => <TeamOverview today={today} />,
  registerCenter: () => <RegisterCenter />,
  downlineManagmentView: () => <TeamManagement />,
  personalHistoryCopy: ({ today }) => <TeamBets today={today} />,
  palStatementsAgentCopy: ({ today }) => <TeamProfit today={today} />,
  agentRevenueReport: ({ today }) => <AgentRevenue today={today} />,
  agentDownlineTransactionDetailsCopy: ({ today }) => <TeamTransactions today={today} />,
  agentDividendRecordCopy2: contractPage('dividend'),
  agentDailyWages2: contractPage('daily'),
  agentHourSalary: contractPage('hourly'),
  agentRealtimeSalary: contractPage('realtime'),
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
      {BUILT[active]?.({ today: value.today, timeZone: value.timeZone, onPage })}
    </CentreFrame>
  );
}
