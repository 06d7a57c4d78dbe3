import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AgentCentreValue,
  CreateDownlineBody,
  CreateDownlineValue,
  CreateInvitationBody,
  Invitation,
  InvitationsValue,
  MemberSeriesValue,
  RevenueValue,
  TeamBetsQuery,
  TeamBetsValue,
  TeamProfitQuery,
  TeamProfitValue,
  TeamTransactionsQuery,
  TeamTransactionsValue,
  TeamMembersValue,
  TeamOverviewValue,
} from '@lotto/contracts';
import type { AgentAnnouncementsValue } from '@lotto/contracts/agent/announcements';
import { agentApi } from '@lotto/contracts/agent/api';
import type { PrizeModeId } from '@lotto/contracts/lottery/odds';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { walletApi } from '@lotto/contracts/wallet/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in agent's menu, and the brand's local day and time zone the reports use. */
export const useAgentCentre = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'centre', token],
    queryFn: ({ signal }) => apiGet(agentApi.centre, { schema: shape<AgentCentreValue>(), signal }),
    enabled: token !== undefined,
    staleTime: 60_000,
  });
};

/** Announcements for agents a page at a time, in the language shown (asked again when it changes). */
export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 10;
export const useAgentAnnouncements = (pageNo: number) => {
  const token = useSession()?.token;
  const lang = useLangCode();
  return useQuery({
    queryKey: ['agent', 'announcements', pageNo, lang, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.announcements, {
        query: { pageNo, pageSize: AGENT_ANNOUNCEMENTS_PAGE_SIZE },
        schema: shape<AgentAnnouncementsValue>(),
        signal,
      }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** The team overview over the brand's local days `from`..`to`. */
export const useTeamOverview = (range: { from: string; to: string }) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'overview', range.from, range.to, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.teamOverview, { query: range, schema: shape<TeamOverviewValue>(), signal }),
    enabled: token !== undefined && range.from <= range.to,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** What the team list asks: a level (`parentId`) or the whole team, filters and the page. */
export type TeamQuery = {
  parentId?: number;
  scope: 'direct' | 'all';
  username?: string;
  minBalance?: string;
  maxBalance?: string;
  pageNo: number;
};

/** A page of the agent's team, one level or all of it. */
export const useTeamMembers = (query: TeamQuery) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'members', query, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.teamMembers, { query, schema: shape<TeamMembersValue>(), signal }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

/** The register centre's data: the agent's links, its own series and the brand's floors. */
export const useInvitations = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'invitations', token],
    queryFn: ({ signal }) => apiGet(agentApi.invitations, { schema: shape<InvitationsValue>(), signal }),
    enabled: token !== undefined,
    // Registrations through a link arrive at any time: each visit of the page asks again.
    staleTime: 0,
  });
};

export const createDownline = (body: CreateDownlineBody) =>
  apiSend(agentApi.createDownline, { body, schema: shape<CreateDownlineValue>() });

export const createInvitation = (body: CreateInvitationBody) =>
  apiSend(agentApi.createInvitation, { body, schema: shape<Invitation>() });

export const removeInvitation = (id: number) =>
  apiSend(agentApi.removeInvitation, { params: { id }, schema: shape<{ done: true }>() });

/** The team's betting records; nothing is asked while the dates run backwards (null). */
export const useTeamBets = (query: Omit<TeamBetsQuery, 'pageSize'> | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'bets', query, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.teamBets, { query: query!, schema: shape<TeamBetsValue>(), signal }),
    enabled: token !== undefined && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

/** Each team member's profit and loss over the range; nothing is asked while the dates run backwards. */
export const useTeamProfit = (query: Omit<TeamProfitQuery, 'pageSize'> | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'profit', query, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.teamProfit, { query: query!, schema: shape<TeamProfitValue>(), signal }),
    enabled: token !== undefined && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

/** The team's account records; nothing is asked while the dates run backwards. */
export const useTeamTransactions = (query: Omit<TeamTransactionsQuery, 'pageSize'> | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'transactions', query, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.teamTransactions, { query: query!, schema: shape<TeamTransactionsValue>(), signal }),
    enabled: token !== undefined && query !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

/** The agent's own income over the brand's local days `from`..`to`. */
export const useRevenue = (range: { from: string; to: string }) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'revenue', range.from, range.to, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.revenue, { query: range, schema: shape<RevenueValue>(), signal }),
    enabled: token !== undefined && range.from <= range.to,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** A team member's series and how far the agent may change it (read when its dialog opens). */
export const useMemberSeries = (id: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'series', id, token],
    queryFn: ({ signal }) =>
      apiGet(agentApi.memberSeries, { params: { id }, schema: shape<MemberSeriesValue>(), signal }),
    enabled: token !== undefined,
    staleTime: 0,
  });
};

/** Sets a direct downline's series in one prize mode (the lottery's own call). */
export const setSeries = (body: { username: string; prizeMode: PrizeModeId; series: number }) =>
  apiSend(lotteryApi.setSeries, { body, schema: shape<unknown>() });

/** Sends money from the agent's main wallet to a team member's (payment password required). */
export const transferTo = (body: {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSend(walletApi.transfer, { body, schema: shape<{ balance: string }>() });
