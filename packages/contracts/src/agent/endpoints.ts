import { endpoint } from '../common/endpoint.ts';
import { zDoneValue } from '../member/password.ts';
import { zAgentAnnouncementsQuery, zAgentAnnouncementsValue } from './announcements.ts';
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
  zMemberSeriesValue,
} from './register.ts';
import {
  zTeamBetsQuery,
  zTeamBetsValue,
  zTeamProfitQuery,
  zTeamProfitValue,
  zTeamTransactionsQuery,
  zTeamTransactionsValue,
  zRevenueQuery,
  zRevenueValue,
} from './records.ts';

export const agentEndpoints = {
  centre: endpoint(api.centre, { response: zAgentCentreValue }),
  announcements: endpoint(api.announcements, {
    query: zAgentAnnouncementsQuery,
    response: zAgentAnnouncementsValue,
  }),
  teamOverview: endpoint(api.teamOverview, { query: zTeamOverviewQuery, response: zTeamOverviewValue }),
  teamMembers: endpoint(api.teamMembers, { query: zTeamMembersQuery, response: zTeamMembersValue }),
  teamBets: endpoint(api.teamBets, { query: zTeamBetsQuery, response: zTeamBetsValue }),
  teamProfit: endpoint(api.teamProfit, { query: zTeamProfitQuery, response: zTeamProfitValue }),
  teamTransactions: endpoint(api.teamTransactions, {
    query: zTeamTransactionsQuery,
    response: zTeamTransactionsValue,
  }),
  revenue: endpoint(api.revenue, { query: zRevenueQuery, response: zRevenueValue }),
  memberSeries: endpoint(api.memberSeries, { params: zInvitationParams, response: zMemberSeriesValue }),
  createDownline: endpoint(api.createDownline, { body: zCreateDownlineBody, response: zCreateDownlineValue }),
  invitations: endpoint(api.invitations, { response: zInvitationsValue }),
  createInvitation: endpoint(api.createInvitation, { body: zCreateInvitationBody, response: zInvitation }),
  removeInvitation: endpoint(api.removeInvitation, { params: zInvitationParams, response: zDoneValue }),
} as const;
