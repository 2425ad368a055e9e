import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, FilterButton, List, NumberInput, SelectInput, TextInput, TopToolbar, useListContext, type RaRecord } from 'react-admin';
import { FittingDataTable } from '../components/lists/FittingDataTable';
import { errorDetail, useToast } from '../components/messages/useToast';
import { formatDate } from '../i18n/dates';
import { useLanguage } from '../i18n/language';
import { exportAuditLog } from './api';
import { DetailsToggle, useAuditDetails } from './DetailsToggle';
import { useAuditWording } from './i18n';
import { DatePickerInput } from '../components/dates/DatePickerInput';

/** The react-admin resource of the log: GET /api/audit/events (admins). */
export const AUDIT_EVENTS = 'audit/events';

const ExportCsvButton = () => {
  const w = useAuditWording();
  const toast = useToast();
  const { filterValues } = useListContext();
  const run = () =>
    exportAuditLog(filterValues).catch((e: unknown) => toast({ type: 'error', title: 'app.msg.common.error', message: w.log.exportFailed, detail: errorDetail(e) }));
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={run}>
      {w.log.exportCsv}
    </Button>
  );
};

/**
 * /management/audit-log: every event of the log, newest first: when, who by name, what happened
 * and to which record in words (the server words them); 'Details for auditors' adds the log's own
 * identifiers (event type, stream, command, correlation id). Filtered by user, event type, record
 * and date range (the server filters, sorts and pages); 'Export CSV' saves the filtered log.
 */
export const AuditLogList = () => {
  const w = useAuditWording();
  const language = useLanguage();
  const [details] = useAuditDetails();
  const ar = language === 'ar';
  const filters = [
    <TextInput key="type" source="type" label={w.log.type} alwaysOn resettable />,
    <TextInput key="stream" source="stream" label={w.log.stream} alwaysOn resettable />,
    <NumberInput key="userId" source="userId" label={w.log.userId} />,
    <SelectInput
      key="userType"
      source="userType"
      label={w.log.userType}
      choices={(['user', 'employee'] as const).map((id) => ({ id, name: w.log.userTypes[id] }))}
    />,
    <DatePickerInput kind="dateTime" key="from" source="from" label={w.log.from} />,
    <DatePickerInput kind="dateTime" key="to" source="to" label={w.log.to} />,
  ];
  const raw = (value: unknown) => <bdi style={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>{value === null || value === undefined ? '—' : String(value)}</bdi>;
  return (
    <List
      resource={AUDIT_EVENTS}
      title={w.log.title}
      filters={filters}
      sort={{ field: 'time', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          <DetailsToggle />
          <FilterButton />
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <FittingDataTable bulkActionButtons={false} rowClick={false} actionsLast={false}>
        <DataTable.Col source="time" label={w.log.time} render={(r: RaRecord) => formatDate(r.time, language, { dateStyle: 'medium', timeStyle: 'medium' })} />
        <DataTable.Col source="whoEn" label={w.log.who} disableSort render={(r: RaRecord) => <bdi>{ar ? r.whoAr : r.whoEn}</bdi>} />
        <DataTable.Col source="summaryEn" label={w.log.what} disableSort render={(r: RaRecord) => (ar ? r.summaryAr : r.summaryEn)} />
        <DataTable.Col source="recordEn" label={w.log.record} disableSort render={(r: RaRecord) => <bdi>{ar ? r.recordAr : r.recordEn}</bdi>} />
        {details && <DataTable.Col source="type" label={w.details.eventType} render={(r: RaRecord) => raw(r.type)} />}
        {details && <DataTable.Col source="stream" label={w.details.stream} render={(r: RaRecord) => raw(r.stream)} />}
        {details && <DataTable.Col source="command" label={w.details.command} render={(r: RaRecord) => raw(r.command)} />}
        {details && <DataTable.Col source="correlationId" label={w.details.correlation} disableSort render={(r: RaRecord) => raw(r.correlationId)} />}
      </FittingDataTable>
    </List>
  );
};
