import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentCentreValue, TeamOverviewValue } from '@lotto/contracts';
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
