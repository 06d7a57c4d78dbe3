import { route } from '../common/endpoint.ts';

/** Routes of the agent centre (schemas: ./endpoints.ts). */
export const agentApi = {
  centre: route('GET', '/wps/agent/centre'),
  announcements: route('GET', '/wps/agent/announcements'),
  teamOverview: route('GET', '/wps/agent/team/overview'),
  teamMembers: route('GET', '/wps/agent/team/members'),
  memberSeries: route('GET', '/wps/agent/team/members/:id/series'),
  teamBets: route('GET', '/wps/agent/team/bets'),
  teamProfit: route('GET', '/wps/agent/team/profit'),
  teamTransactions: route('GET', '/wps/agent/team/transactions'),
  revenue: route('GET', '/wps/agent/revenue'),
  createDownline: route('POST', '/wps/agent/downlines'),
  invitations: route('GET', '/wps/agent/invitations'),
  createInvitation: route('POST', '/wps/agent/invitations'),
  removeInvitation: route('DELETE', '/wps/agent/invitations/:id'),
} as const;
