import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import { useToast } from '../messages/useToast';

/**
 * Records a form picks from that are not a react-admin resource (plain JSON arrays such as
 * /api/lawyer/clients): fetched once per screen, with an error toast when the call fails.
 */
export function useLookup<T>(path: string, failure: string, enabled = true) {
  const toast = useToast();
  const query = useQuery({ queryKey: ['lookup', path], queryFn: () => getJson<T[]>(path), enabled });
  const { isError } = query;
  useEffect(() => {
    if (isError) toast({ type: 'error', title: 'app.msg.common.error', message: failure });
  }, [isError, failure, toast]);
  return { ...query, data: query.data ?? [] };
}
