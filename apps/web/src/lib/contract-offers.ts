import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConsolidatedValue, Contract, ContractKind } from '@lotto/contracts';
import { contractApi } from '@lotto/contracts/agent/contract-api';
import type { AgentCentrePage } from '@lotto/contracts/agent/pages';
import { apiGet, apiSend, shape } from './api.ts';
import { canOpenAgentCentre, useSession } from './session.ts';

/**
 * Agent contract offers (docs/product/agents-and-promotions.md#contract-screens), shared by the
 * agent centre's contract pages and the offers that pop up after sign-in: a plain module of the
 * first page's size (no schema library), the answers and the page each kind is shown on.
 */

/** The agent centre's page of each kind of contract. */
export const CONTRACT_PAGE: Record<ContractKind, AgentCentrePage> = {
  dividend: 'agentDividendRecordCopy2',
  daily: 'agentDailyWages2',
  hourly: 'agentHourSalary',
  realtime: 'agentRealtimeSalary',
};

/** Offers waiting for the member's answer, every kind, oldest first. */
export const offersOf = (value: ConsolidatedValue): Contract[] =>
  [
    ...value.divtypereq,
    ...value.dailysalreqtype,
    ...value.contracthoursalreq,
    ...value.realtimesalreqtype,
  ].sort((a, b) => a.offeredAt - b.offeredAt);

/** GET /wps/member/info/funds/consolidated for a signed-in agent (nobody else is offered contracts). */
export const useConsolidated = () => {
  const session = useSession();
  return useQuery({
    queryKey: ['contracts', 'consolidated', session?.token],
    queryFn: ({ signal }) => apiGet(contractApi.consolidated, { schema: shape<ConsolidatedValue>(), signal }),
    enabled: session !== null && canOpenAgentCentre(session),
    staleTime: 30_000,
    retry: false,
  });
};

/** The member accepts or rejects an offer made to it. */
export const answerOffer = (id: number, answer: 'accept' | 'reject') =>
  apiSend(answer === 'accept' ? contractApi.accept : contractApi.reject, {
    params: { id },
    body: {},
    schema: shape<Contract>(),
  });

/** After any change to a contract: the offers, the contract pages and the centre's menu ask again. */
export const contractsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['contracts'] }),
    client.invalidateQueries({ queryKey: ['agent'] }),
  ]);
