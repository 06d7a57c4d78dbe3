// The agent module's face: the agent centre's routes (its reports read other modules' faces).
export { agentRoutes, type AgentDeps } from './routes.ts';
