import { AGENT_CENTRE_PAGES, type AgentCentrePage } from '@lotto/contracts/agent/pages';

/**
 * The agent centre overlay (docs/product/agents-and-promotions.md#agent-centre): opened by
 * `?agentCentre=<page>` on any route and closed by removing it.
 */
export const AGENT_CENTRE_PARAM = 'agentCentre';

/** The page an `agentCentre` value names (any other value: the default page); null for none. */
export const agentCentrePageOf = (value: string | null): AgentCentrePage | 'default' | null =>
  value === null
    ? null
    : (AGENT_CENTRE_PAGES as readonly string[]).includes(value)
      ? (value as AgentCentrePage)
      : 'default';
