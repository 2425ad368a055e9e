import { Suspense, type ReactNode } from 'react';
import { Alert, Box, Card, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, type DataTableProps, type RaRecord, type SortPayload } from 'react-admin';
import { CountBadge } from './CountBadge';
import { EmptyState } from './EmptyState';
import { FittingDataTable } from './FittingDataTable';
import { componentWording, useBilingual } from '../messages/wording';
import { LazyRecordListSearch } from './lazyRecordListSearch';

interface RecordListCardProps<R extends RaRecord> {
  /** react-admin resource name of the records (e.g. 'lawyer/cases/hearings'); the table needs one */
  resource: string;
  /** text of the heading */
  title: string;
  /** shown beside the heading; by default how many records the search leaves */
  count?: number;
  /** buttons at the end of the heading (e.g. Add) */
  actions?: ReactNode;
  /** the records, already fetched */
  data: R[] | undefined;
  isPending: boolean;
  error?: unknown;
  /** text shown instead of the table when the records could not be fetched */
  errorText: string;
  /** text shown when there are none */
  emptyText: string;
  /** initial order, applied in the browser */
  sort?: SortPayload;
  /** placeholder of a search box in the heading, matching any field in the browser */
  search?: string;
  rowSx?: DataTableProps<R>['rowSx'];
  /** the columns: `<RecordListCard.Col source="name" label={...} />` */
  children: ReactNode;
}

/**
 * Records that hang off a page (a case's hearings, documents...) in a card: heading with a count
 * and actions, then a react-admin DataTable over the fetched array (sorted, and searched when asked,
 * in the browser), with loading, error and empty states.
 */
export const RecordListCard = <R extends RaRecord>({
  resource,
  title,
  count,
  actions,
  data,
  isPending,
  error,
  errorText,
  emptyText,
  sort,
  search,
  rowSx,
  children,
}: RecordListCardProps<R>) => {
  const list = useList<R>({ data, isPending, sort, resource });
  const pick = useBilingual();
  const searching = Boolean(list.filterValues?.q);
  return (
    <Card variant="outlined">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        <CountBadge count={count ?? list.total} />
        <Box sx={{ flex: 1 }} />
        {actions}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText}
        </Alert>
      ) : (
        <ResourceContextProvider value={resource}>
          <ListContextProvider value={list}>
            {search && (
              <Suspense fallback={null}>
                <LazyRecordListSearch placeholder={search} />
              </Suspense>
            )}
            <Box sx={{ overflowX: 'auto' }}>
              <FittingDataTable<R> bulkActionButtons={false} rowClick={false} rowSx={rowSx} empty={<EmptyState title={searching ? pick(componentWording.noSearchResults) : emptyText} />}>
                {children}
              </FittingDataTable>
            </Box>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </Card>
  );
};

RecordListCard.Col = DataTable.Col;
