import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useGetOne, type Identifier, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from '../api/http';

/** `?asOf=` of a URL path: the moment a historical view replays the record to. */
export const withAsOf = (path: string, asOf: string) => `${path}${path.includes('?') ? '&' : '?'}asOf=${encodeURIComponent(asOf)}`;

/**
 * The page's historical moment, kept in the URL (`/lawyer/cases/7?asOf=2026-01-01T10:00:00.000Z`)
 * so a deep link or a reload opens the same view. `null` is today (the live record).
 */
export function useAsOf() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('asOf');
  const asOf = raw && !Number.isNaN(new Date(raw).getTime()) ? raw : null;
  const setAsOf = useCallback(
    (moment: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (moment) next.set('asOf', moment);
        else next.delete('asOf');
        return next;
      }),
    [setParams],
  );
  return { asOf, setAsOf };
}

/**
 * A record of a react-admin resource whose API path is the resource name: the live one through
 * the data provider, or, with `asOf`, as the server replays it at that moment (`GET ...?asOf=`);
 * `R` the API's answer (declared in contracts) as a react-admin record.
 */
export function useRecordAsOf<R extends RaRecord = RaRecord>(resource: string, id: Identifier, asOf: string | null) {
  const live = useGetOne<R>(resource, { id }, { retry: false, enabled: !asOf });
  const past = useQuery({
    queryKey: [resource, 'asOf', String(id), asOf],
    queryFn: async () => (await httpClient(withAsOf(`${API_URL}/${resource}/${id}`, asOf!))).json as R,
    enabled: !!asOf,
    retry: false,
  });
  return asOf ? past : live;
}
