import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Bill,
  BillsValue,
  Contract,
  ContractKind,
  ContractsValue,
  OfferContractBody,
} from '@lotto/contracts';
import { contractApi } from '@lotto/contracts/agent/contract-api';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Contracts naming the agent (`mine`: from its upline or the platform) or given by it (`team`),
 * newest first, with its own active contracts (the most it may offer) and the kinds the brand offers.
 */
export const useContracts = (q: { side: 'mine' | 'team'; kind?: ContractKind }) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'contracts', q.side, q.kind ?? 'all', token],
    queryFn: ({ signal }) =>
      apiGet(contractApi.contracts, { query: q, schema: shape<ContractsValue>(), signal }),
    enabled: token !== undefined,
    staleTime: 15_000,
  });
};

export const BILLS_PAGE_SIZE = 20;

/** Bills of a kind paid to the agent (`mine`) or by it to its downlines (`team`), newest first. */
export const useBills = (q: { side: 'mine' | 'team'; kind: ContractKind; pageNo: number }) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['agent', 'bills', q, token],
    queryFn: ({ signal }) =>
      apiGet(contractApi.bills, {
        query: { ...q, pageSize: BILLS_PAGE_SIZE },
        schema: shape<BillsValue>(),
        signal,
      }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
};

/** Offers a contract to a direct downline agent (`confirmTerminate` once it agreed to end sub-contracts). */
export const offerContract = (body: OfferContractBody) =>
  apiSend(contractApi.offer, { body, schema: shape<Contract>() });

/** Ends an active contract (either side), or withdraws an offer the agent made. */
export const endContract = (id: number) =>
  apiSend(contractApi.terminate, { params: { id }, body: {}, schema: shape<Contract>() });

/** Takes what was paid into a bill and not yet taken (brands that pay on claim). */
export const claimBill = (id: number) =>
  apiSend(contractApi.claim, { params: { id }, body: {}, schema: shape<Bill>() });
