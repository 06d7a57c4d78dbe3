// The agent module's face: the agent centre's routes (its reports read other modules' faces).
export { agentRoutes, type AgentDeps } from './routes.ts';
export { agentModule, contractJob } from './contract-routes.ts';
export { ContractScheduler, GRACE_MS } from './contract-scheduler.ts';
export { acceptContract, listContracts, offerBody, offerContract } from './contracts.ts';
export { periodAt, type Period } from './periods.ts';
