import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { DataTable, FilterButton, List, NumberInput, SelectInput, TextInput, TopToolbar, useListContext, type RaRecord } from 'react-admin';
import { errorDetail, useToast } from '../components/useToast';
import { formatDate } from '../i18n/dates';
import { useLanguage } from '../i18n/language';
import { exportAuditLog } from './api';
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
 * /management/audit-log: every event of the log with who, what and why, filtered by user, event
 * type, record and date range (the server filters, sorts and pages); 'Export CSV' saves the
 * filtered log.
 */
export const AuditLogList = () => {
  const w = useAuditWording();
  const language = useLanguage();
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
  const userType = (value: unknown) => (value ? (w.log.userTypes[value as keyof typeof w.log.userTypes] ?? String(value)) : w.log.userTypes.system);
  return (
    <List
      resource={AUDIT_EVENTS}
      title={w.log.title}
      filters={filters}
      sort={{ field: 'time', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="time" label={w.log.time} render={(r: RaRecord) => formatDate(r.time, language, { dateStyle: 'medium', timeStyle: 'medium' })} />
        <DataTable.Col source="type" label={w.log.type} render={(r: RaRecord) => <bdi>{r.type}</bdi>} />
        <DataTable.Col source="stream" label={w.log.stream} render={(r: RaRecord) => <bdi>{r.stream}</bdi>} />
        <DataTable.Col
          source="userId"
          label={w.log.user}
          render={(r: RaRecord) => (
            <>
              {userType(r.userType)}
              {r.userId !== undefined && r.userId !== null && <> <bdi>#{r.userId}</bdi></>}
            </>
          )}
        />
        <DataTable.Col source="command" label={w.log.command} render={(r: RaRecord) => <bdi>{r.command ?? '—'}</bdi>} />
        <DataTable.Col
          source="correlationId"
          label={w.log.correlationId}
          disableSort
          render={(r: RaRecord) => (
            <bdi style={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>{r.correlationId ?? '—'}</bdi>
          )}
        />
      </DataTable>
    </List>
  );
};
