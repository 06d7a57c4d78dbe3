import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ModuleId, ModuleNode, WhitelabelValue } from '@lotto/contracts';
import { systemApi } from '@lotto/contracts/system/api';
import { apiGet, shape } from '../api.ts';

const flatten = (nodes: ModuleNode[]): Map<string, boolean> => {
  const on = new Map<string, boolean>();
  const walk = (list: ModuleNode[]) => {
    for (const n of list) {
      on.set(n.modId, n.enabled === '1');
      walk(n.childrenNodes);
    }
  };
  walk(nodes);
  return on;
};

const modulesQuery = {
  queryKey: ['system', 'whitelabel'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    apiGet(systemApi.whitelabel, { schema: shape<WhitelabelValue>(), signal }),
  staleTime: 5 * 60_000,
};

/** The header's buttons depend on the switches: fetched at start, beside the status call. */
export const prefetchModules = (client: QueryClient) => client.prefetchQuery(modulesQuery);

/** White-label module switches of the brand (`enabled: '1'` is on). */
export const useModules = () => useQuery({ ...modulesQuery, select: flatten });

export const useModuleOn = (id: ModuleId): boolean => useModules().data?.get(id) === true;
