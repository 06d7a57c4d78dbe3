// Who may open the agent centre, and which of its pages the brand's switches show.
import {
  AGENT_CENTRE_PAGES,
  AGENT_TYPES,
  MEMBER_TYPE,
  type AgentCentrePage,
  type ModuleId,
} from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';

/**
 * An agent (types 1, 2, 41, 42) may; a restricted account (4) is told it needs a real one;
 * anyone else is refused.
 */
export function requireAgent(member: MemberRow): void {
  if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
  if (!AGENT_TYPES.includes(member.type)) throw new AppError('access.forbidden');
}

/** The switch a page needs (any of them); pages not listed are always there. */
const NEEDS: Partial<Record<AgentCentrePage, ModuleId[]>> = {
  agentAnnouncement: ['AGEANNOUNCE3'],
  registerCenter: ['AGEREGDOWN3', 'CREATEAFF3', 'AFFMAN3'],
  personalHistoryCopy: ['TEAMBETTING3'],
  palStatementsAgentCopy: ['AGETEAMPNL3'],
  agentDividendRecordCopy2: ['SIGNCONDIV3'],
};

/**
 * The salary pages appear only for an agent that has that kind of contract; contracts are not
 * offered yet, so no agent has one.
 */
const CONTRACT_PAGES: readonly AgentCentrePage[] = [
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];

/** The centre's pages for an agent of `brand`, in menu order. */
export function centrePages(brand: Brand): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((p) => {
    if (CONTRACT_PAGES.includes(p)) return false;
    const needs = NEEDS[p];
    return !needs || needs.some((id) => moduleOn(brand, id));
  });
}

/** Refused unless the brand has one of these switches on. */
export function requireSwitch(brand: Brand, ids: ModuleId[]): void {
  if (!ids.some((id) => moduleOn(brand, id))) throw new AppError('function.not.available');
}
