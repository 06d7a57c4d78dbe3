import { route } from '../common/endpoint.ts';

/** Routes of agent contracts and their bills. */
export const contractApi = {
  contracts: route('GET', '/wps/agent/contracts'),
  offer: route('POST', '/wps/agent/contracts'),
  accept: route('POST', '/wps/agent/contracts/:id/accept'),
  reject: route('POST', '/wps/agent/contracts/:id/reject'),
  terminate: route('POST', '/wps/agent/contracts/:id/terminate'),
  bills: route('GET', '/wps/agent/bills'),
  claim: route('POST', '/wps/agent/bills/:id/claim'),
  consolidated: route('GET', '/wps/member/info/funds/consolidated'),
} as const;
