import { useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { API_URL, httpClient } from '../api/http';
import { withAsOf } from './useAsOf';

/**
 * A query client for the lists that hang off a record (`[resource, id, tab]` keys, fetched at
 * `/api/{resource}/{id}/{tab}`), which fetches them as they stood at `asOf`. The screens inside
 * keep their own hooks; only where the data comes from changes.
 */
function asOfQueryClient(resource: string, asOf: string): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const [name, id, tab, ...rest] = defaulted.queryKey as readonly unknown[];
    if (name !== resource || rest.length || typeof id !== 'string' || typeof tab !== 'string') return defaulted;
    const url = withAsOf(`${API_URL}/${resource}/${id}/${tab}`, asOf);
    return { ...defaulted, queryFn: async () => (await httpClient(url)).json, staleTime: Infinity };
  }) as QueryClient['defaultQueryOptions'];
  return client;
}

/**
 * What a historical view shows: the record's lists as they stood at `asOf`, read-only (every add,
 * edit, delete and upload control is hidden). Without `asOf` the children render as they are.
 */
export const HistoricalScope = ({ resource, asOf, children }: { resource: string; asOf: string | null; children: ReactNode }) => {
  const client = useMemo(() => (asOf ? asOfQueryClient(resource, asOf) : null), [resource, asOf]);
  if (!client) return <>{children}</>;
  return (
    <QueryClientProvider client={client}>
      <Box data-testid="historical-scope" sx={{ '& .MuiButton-contained, & .MuiButton-outlined, & .MuiIconButton-root': { display: 'none' } }}>
        {children}
      </Box>
    </QueryClientProvider>
  );
};
