import { endpoint } from '../common/endpoint.ts';
import { contractApi } from './contract-api.ts';
import {
  zBill,
  zBillsQuery,
  zBillsValue,
  zConsolidatedValue,
  zContract,
  zContractParams,
  zContractsQuery,
  zContractsValue,
  zOfferContractBody,
} from './contracts.ts';
import { z } from 'zod';

/** Answers and claims carry nothing but the id in their path. */
const zNoBody = z.strictObject({}).optional();

export const contractEndpoints = {
  contracts: endpoint(contractApi.contracts, { query: zContractsQuery, response: zContractsValue }),
  offer: endpoint(contractApi.offer, { body: zOfferContractBody, response: zContract }),
  accept: endpoint(contractApi.accept, { params: zContractParams, body: zNoBody, response: zContract }),
  reject: endpoint(contractApi.reject, { params: zContractParams, body: zNoBody, response: zContract }),
  terminate: endpoint(contractApi.terminate, { params: zContractParams, body: zNoBody, response: zContract }),
  bills: endpoint(contractApi.bills, { query: zBillsQuery, response: zBillsValue }),
  claim: endpoint(contractApi.claim, { params: zContractParams, body: zNoBody, response: zBill }),
  consolidated: endpoint(contractApi.consolidated, { response: zConsolidatedValue }),
} as const;
