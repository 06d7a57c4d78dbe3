import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentCentreValue, TeamMembersValue, TeamOverviewValue } from '@lotto/contracts';
import { agentApi } from '@lotto/contracts/agent/api';
import { apiGet, shape } from '../../lib/api.ts';
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
