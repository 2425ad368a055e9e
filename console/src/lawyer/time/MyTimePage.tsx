import { useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { Stack } from '@mui/material';
import { getSessionUser } from '../../auth/session';
import { DeleteConfirm } from '../../components/lists/DeleteConfirm';
import { PageHeading } from '../../components/display/PageHeading';
import { RecordListCard } from '../../components/lists/RecordListCard';
import { formatDay } from '../../components/display/days';
import { useLanguage } from '../../i18n/language';
import { useMyTime, useTimeCommands, type TimeEntry } from './api';
import { entryMatter, useMatterLabel } from './matterLabel';
import { useTimeWording } from './i18n';
import { useTimeActivities } from './activities';
import { formatMinutes } from './timer';
import { TimeEntryDialog } from './TimeEntryDialog';
import { SuggestedTime } from './SuggestedTime';
import { MyExpenses } from './MyExpenses';
import { RecordOwnButton, UnbilledRowActions, useConfirmedDelete } from './unbilledRows';

/** a column's cell of a time entry (the table hands its rows as records) */
const ofEntry = (cell: (entry: TimeEntry) => ReactNode) => (record: RaRecord) => cell(record as TimeEntry);

// the top bar's timer loads its working part from this chunk (the time screens' one chunk)
export { TimerControls } from './TimerControls';

type Open = { kind: 'add' } | { kind: 'edit' | 'delete'; entry: TimeEntry } | null;

/** /lawyer/time: the lawyer's time entries, then their expenses; add, and change or delete those no invoice bills yet. */
export const MyTimePage = () => {
  const w = useTimeWording();
  const language = useLanguage();
  const { nameOf: activityName } = useTimeActivities();
  const matterName = useMatterLabel();
  const { data, isPending, error } = useMyTime();
  const { remove } = useTimeCommands();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { deleting, confirmDelete } = useConfirmedDelete(remove, w, close);
  const matterOf = (e: TimeEntry) => matterName(entryMatter(e));

  return (
    <>
      <Stack spacing={2}>
        <PageHeading title={w.title} subtitle={w.subtitle} />
        {getSessionUser()?.userType === 'employee' && <SuggestedTime />}
        <RecordListCard<TimeEntry>
          resource="billing/time-entries"
          title={w.entries}
          data={data}
          isPending={isPending}
          error={error}
          errorText={w.loadFailed}
          emptyText={w.empty}
          sort={{ field: 'date', order: 'DESC' }}
          actions={<RecordOwnButton label={w.add} onClick={() => setOpen({ kind: 'add' })} />}
        >
          <RecordListCard.Col source="date" label={w.columns.date} render={ofEntry((e) => formatDay(e.date, language))} />
          <RecordListCard.Col source="matterNumber" label={w.columns.matter} render={ofEntry((e) => <bdi>{matterOf(e)}</bdi>)} />
          <RecordListCard.Col source="activity" label={w.columns.activity} render={ofEntry((e) => activityName(e.activity))} />
          <RecordListCard.Col source="description" label={w.columns.description} render={ofEntry((e) => <bdi>{e.description}</bdi>)} />
          <RecordListCard.Col source="minutes" label={w.columns.duration} render={ofEntry((e) => <span dir="ltr">{formatMinutes(e.minutes, language)}</span>)} />
          <RecordListCard.Col source="billable" label={w.columns.billable} render={ofEntry((e) => (e.billable ? w.yes : w.no))} />
          <RecordListCard.Col source="invoiceId" label={w.columns.billed} render={ofEntry((e) => (e.invoiceId === null ? w.notBilled : w.onInvoice))} />
          <RecordListCard.Col
            label={w.columns.actions}
            disableSort
            align="right"
            render={ofEntry((entry) => (
              <UnbilledRowActions row={entry} what={matterOf(entry)} onEdit={() => setOpen({ kind: 'edit', entry })} onDelete={() => setOpen({ kind: 'delete', entry })} />
            ))}
          />
        </RecordListCard>
        <MyExpenses />
      </Stack>
      {open?.kind === 'add' && <TimeEntryDialog onClose={close} />}
      {open?.kind === 'edit' && <TimeEntryDialog entry={open.entry} onClose={close} />}
      <DeleteConfirm open={open?.kind === 'delete'} loading={deleting} onConfirm={() => open?.kind === 'delete' && confirmDelete(open.entry.id)} onClose={close} />
    </>
  );
};
