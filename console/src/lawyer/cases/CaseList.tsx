import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { EmptyState } from '../../components/lists/EmptyState';
import { RowIconButton } from '../../components/lists/RowIconButton';
import { FittingDataTable } from '../../components/lists/FittingDataTable';
import { useLocalizedSource } from '../../components/display/localized';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { useLanguage } from '../../i18n/language';
import { CASES } from './api';
import { caseTitle, formatDay } from './format';
import { useCasesWording } from './i18n';
import { caseStatuses, caseStatusStyles, casePriorities, choicesOf, priorityStyles } from './vocabulary';
import { useMayWork } from '../../auth/mayWork';

const ignoreError = () => undefined;

/** /lawyer/cases: search, status and priority filters, the lawyer's cases with view and edit. */
export const CaseList = () => {
  const w = useCasesWording();
  const language = useLanguage();
  const titleSource = useLocalizedSource('title');
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={w.list.search} sx={{ minWidth: 280 }} />,
    <SelectInput key="status" source="status" alwaysOn label={w.fields.status} choices={choicesOf(caseStatuses, w.statuses)} emptyText={w.list.allStatuses} />,
    <SelectInput key="priority" source="priority" alwaysOn label={w.fields.priority} choices={choicesOf(casePriorities, w.priorities)} emptyText={w.list.allPriorities} />,
  ];
  return (
    <List
      resource={CASES}
      title={w.list.title}
      filters={filters}
      actions={<ListActions />}
      empty={<NoCasesYet />}
      error={<Alert severity="error">{w.list.loadFailed}</Alert>}
      // the page shows its own error state instead of react-admin's toast
      queryOptions={{ onError: ignoreError }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      perPage={25}
    >
      <FittingDataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState title={w.list.noResults} hint={w.list.noResultsHint} />}>
        <DataTable.Col source={titleSource} label={w.fields.title} render={(record) => caseTitle(record as RaRecord, language, w)} />
        <DataTable.Col source="caseNumber" label={w.fields.caseNumber} render={(record) => <bdi>{record.caseNumber}</bdi>} />
        <DataTable.Col source="status" label={w.fields.status}>
          <StatusBadge source="status" styles={caseStatusStyles} />
        </DataTable.Col>
        <DataTable.Col source="priority" label={w.fields.priority}>
          <StatusBadge source="priority" styles={priorityStyles} />
        </DataTable.Col>
        <DataTable.Col source="startDate" label={w.fields.startDate} render={(record) => formatDay(record.startDate, language)} />
        <DataTable.Col source="createdAt" label={w.fields.createdAt} render={(record) => formatDay(record.createdAt, language)} />
        <DataTable.Col label={w.fields.actions} disableSort align="right">
          <RowActions />
        </DataTable.Col>
      </FittingDataTable>
    </List>
  );
};

const ListActions = () => {
  const w = useCasesWording();
  const translate = useTranslate();
  const { total } = useListContext();
  const mayCreate = useMayWork('cases', 'add');
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 2 }}>
      {total !== undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="case-count">
          {translate(w.list.count, { _: w.list.count, smart_count: total })}
        </Typography>
      )}
      {mayCreate && (
        <Button component={RouterLink} to="/lawyer/create-case" variant="contained" startIcon={<AddIcon />}>
          {w.list.createCase}
        </Button>
      )}
    </TopToolbar>
  );
};

const RowActions = () => {
  const w = useCasesWording();
  const record = useRecordContext();
  const language = useLanguage();
  const mayEdit = useMayWork('cases', 'edit');
  if (!record) return null;
  // named by the case's title, as the row shows it ('View: Al Noor v. Gulf Trading')
  const title = caseTitle(record, language, w);
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <RowIconButton to={`/lawyer/cases/${record.id}`} label={w.list.view} recordName={title}>
        <VisibilityIcon fontSize="small" />
      </RowIconButton>
      {mayEdit && (
        <RowIconButton to={`/lawyer/edit-case/${record.id}`} label={w.list.edit} recordName={title} color="primary">
          <EditIcon fontSize="small" />
        </RowIconButton>
      )}
    </Stack>
  );
};

/** No case at all yet (no filter applied). */
const NoCasesYet = () => {
  const w = useCasesWording();
  const mayCreate = useMayWork('cases', 'add');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <EmptyState
        title={w.list.noCasesYet}
        hint={w.list.noCasesHint}
        action={
          mayCreate ? (
            <Button component={RouterLink} to="/lawyer/create-case" variant="contained" startIcon={<AddIcon />}>
              {w.list.createFirstCase}
            </Button>
          ) : undefined
        }
      />
    </Card>
  );
};
