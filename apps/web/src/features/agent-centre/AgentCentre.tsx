import { useTranslation } from 'react-i18next';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { CentreFrame } from '../../ui/CentreFrame.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useAgentCentre } from './api.ts';
import { TeamManagement } from './TeamManagement.tsx';
import { TeamOverview } from './TeamOverview.tsx';
import './agent-centre.css';

export type AgentCentreProps = {
  page: AgentCentrePage | 'default';
  onPage: (page: AgentCentrePage) => void;
  onClose: () => void;
};

/** The pages this build shows; the others the menu data allows come with later releases. */
const BUILT: readonly AgentCentrePage[] = ['agentTeamOverview', 'downlineManagmentView'];

/**
 * The agent centre (docs/product/agents-and-promotions.md#agent-centre): the menu the server
 * allows this agent, in its order, and the one active page beside it (above it on phones).
 * Nothing shows until the menu data is there, so the menu never jumps.
 */
export default function AgentCentre({ page, onPage, onClose }: AgentCentreProps) {
  const { t } = useTranslation();
  const centre = useAgentCentre();
  const value = centre.data;
  const pages = value ? value.pages.filter((p) => BUILT.includes(p)) : [];
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
      {active === 'downlineManagmentView' ? <TeamManagement /> : <TeamOverview today={value.today} />}
    </CentreFrame>
  );
}
