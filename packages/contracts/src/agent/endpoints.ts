import { endpoint } from '../common/endpoint.ts';
import { zDoneValue } from '../member/password.ts';
import { agentApi as api } from './api.ts';
import {
  zAgentCentreValue,
  zTeamMembersQuery,
  zTeamMembersValue,
  zTeamOverviewQuery,
  zTeamOverviewValue,
} from './centre.ts';
import {
  zCreateDownlineBody,
  zCreateDownlineValue,
  zCreateInvitationBody,
  zInvitation,
  zInvitationParams,
  zInvitationsValue,
} from './register.ts';

export const agentEndpoints = {
  centre: endpoint(api.centre, { response: zAgentCentreValue }),
  teamOverview: endpoint(api.teamOverview, { query: zTeamOverviewQuery, response: zTeamOverviewValue }),
  teamMembers: endpoint(api.teamMembers, { query: zTeamMembersQuery, response: zTeamMembersValue }),
  createDownline: endpoint(api.createDownline, { body: zCreateDownlineBody, response: zCreateDownlineValue }),
  invitations: endpoint(api.invitations, { response: zInvitationsValue }),
  createInvitation: endpoint(api.createInvitation, { body: zCreateInvitationBody, response: zInvitation }),
  removeInvitation: endpoint(api.removeInvitation, { params: zInvitationParams, response: zDoneValue }),
} as const;
