import { useCallback } from 'react';
import { openCustomerService, serviceUrl } from './customer-service.ts';
import { useSystemStatus } from './queries/status.ts';

/**
 * How a member who is not an agent becomes one: the brand's affiliate page (AFFILIATELINK) in a
 * new tab, otherwise its customer service (docs/product/agents-and-promotions.md#agent-centre).
 */
export function useBecomeAgent(): () => void {
  const status = useSystemStatus().data;
  const affiliate = status?.info.resources.find((r) => r.resourceType === 'AFFILIATELINK');
  const url = affiliate?.url;
  return useCallback(() => {
    if (url) window.open(url, '_blank', 'noopener');
    else openCustomerService(serviceUrl);
  }, [url]);
}
