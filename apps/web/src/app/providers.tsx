import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { isRetryable } from '../lib/api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Most screens show data that is fine for a minute; saves requests on slow phones.
      staleTime: 60_000,
      retry: (failures, error) => failures < 2 && isRetryable(error),
    },
    // A repeated write can act twice unless it carries an idempotency key; callers opt in.
    mutations: { retry: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
