// Who may open the agent centre, and which of its pages the brand's switches show.
import {
  AGENT_CENTRE_PAGES,
  AGENT_TYPES,
  CONTRACT_SWITCHES,
  MEMBER_TYPE,
  type ContractKind,
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

/** The salary pages, each for one kind of wage contract. */
const CONTRACT_PAGES: Partial<Record<AgentCentrePage, ContractKind>> = {
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
};

/**
 * The centre's pages for an agent of `brand`, in menu order: a salary page only for an agent
 * that holds or gives a contract of its kind (`kinds`) while the brand's switch for it is on.
 */
export function centrePages(brand: Brand, kinds: readonly ContractKind[]): AgentCentrePage[] {
  return AGENT_CENTRE_PAGES.filter((p) => {
    const kind = CONTRACT_PAGES[p];
    if (kind) return kinds.includes(kind) && moduleOn(brand, CONTRACT_SWITCHES[kind]);
    const needs = NEEDS[p];
    return !needs || needs.some((id) => moduleOn(brand, id));
  });
}

/** Refused unless the brand has one of these switches on. */
export function requireSwitch(brand: Brand, ids: ModuleId[]): void {
  if (!ids.some((id) => moduleOn(brand, id))) throw new AppError('function.not.available');
}
