import { endpoint } from '../common/endpoint.ts';
import { agentApi as api } from './api.ts';
import {
  zAgentCentreValue,
  zTeamMembersQuery,
  zTeamMembersValue,
  zTeamOverviewQuery,
  zTeamOverviewValue,
} from './centre.ts';

export const agentEndpoints = {
  centre: endpoint(api.centre, { response: zAgentCentreValue }),
  teamOverview: endpoint(api.teamOverview, { query: zTeamOverviewQuery, response: zTeamOverviewValue }),
  teamMembers: endpoint(api.teamMembers, { query: zTeamMembersQuery, response: zTeamMembersValue }),
} as const;
