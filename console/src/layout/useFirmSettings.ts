import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** GET /api/settings, shared by both sidebars and the login page (fetched once per session). */
export function useFirmSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['firm-settings'],
    queryFn: () => dataProvider.getFirmSettings(),
    staleTime: 5 * 60_000,
  });
}
