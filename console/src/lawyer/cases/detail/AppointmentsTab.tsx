import { useState } from 'react';
import { appointmentWordingFor } from '@lawfirm/contracts/lawyer/automation.ts';
import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { type Identifier, type RaRecord } from 'react-admin';
import { useLocalized } from '../../../components/display/localized';
import { RecordListCard } from '../../../components/lists/RecordListCard';
import { RowIconButton, RowNameContext } from '../../../components/lists/RowIconButton';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { formatTime } from '../../../components/forms/timeSlots';
import { useLanguage } from '../../../i18n/language';
import { CASES, useCaseRecords } from '../api';
import { formatDay } from '../format';
import { useCasesWording } from '../i18n';
import { useLawyers } from '../lookups';
import { appointmentStatusStyles } from '../vocabulary';
import { AppointmentDetailDialog } from './AppointmentDetailDialog';
import { AppointmentDialog } from './AppointmentDialog';
import { AppointmentStatusDialog } from './AppointmentStatusDialog';
import { useCaseCommands } from './useCaseCommands';
import { mayWork } from '../../../auth/mayWork';
import { getSessionUser } from '../../../auth/session';

type Open = { kind: 'add' } | { kind: 'view' | 'status'; appointment: RaRecord } | null;

/** The case's meetings and tasks: add, view the details, change the status. */
export const AppointmentsTab = ({ caseId, count }: { caseId: Identifier; count?: number }) => {
  const w = useCasesWording();
  const language = useLanguage();
  const localized = useLocalized();
  const { data, isPending, error } = useCaseRecords(caseId, 'appointments');
  const { people: lawyers } = useLawyers();
  const commands = useCaseCommands(caseId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const who = (appointment: RaRecord) =>
    appointment.type === 'task' ? localized(lawyers.find((l) => l.id === appointment.assignedTo), 'fullName') : (appointment.participant ?? '');

  return (
    <>
      <RecordListCard
        resource={`${CASES}/appointments`}
        title={w.detail.tabs.appointments}
        count={count}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.detail.listLoadFailed}
        emptyText={w.appointments.none}
        sort={{ field: 'date', order: 'ASC' }}
        actions={
          mayWork(getSessionUser(), 'cases', 'edit') ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })}>
              {w.appointments.add}
            </Button>
          ) : undefined
        }
      >
        <RecordListCard.Col
          source="type"
          label={w.appointments.type}
          render={(a) => w.appointments.types[a.type as keyof typeof w.appointments.types] ?? a.type}
        />
        <RecordListCard.Col source="title" label={w.appointments.title} render={(a) => <bdi>{appointmentWordingFor(a, language).title}</bdi>} />
        <RecordListCard.Col
          source="date"
          label={w.appointments.dateTime}
          render={(a) => (
            <Stack>
              <span>{formatDay(a.date, language)}</span>
              <Typography variant="caption" color="text.secondary">
                <bdi>{formatTime(a.time, language)}</bdi>
              </Typography>
            </Stack>
          )}
        />
        <RecordListCard.Col label={w.appointments.with} disableSort render={who} />
        <RecordListCard.Col source="status" label={w.appointments.status}>
          <StatusBadge source="status" styles={appointmentStatusStyles} />
        </RecordListCard.Col>
        <RecordListCard.Col
          label={w.fields.actions}
          disableSort
          align="right"
          render={(record) => {
            const appointment = record as RaRecord;
            // the row's buttons name the appointment by its title and day, as the row shows them
            const name = [appointmentWordingFor(appointment, language).title, formatDay(appointment.date, language)].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
            return (
            <RowNameContext.Provider value={name}>
              <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
                <RowIconButton label={w.appointments.view} onClick={() => setOpen({ kind: 'view', appointment })}>
                  <VisibilityIcon fontSize="small" />
                </RowIconButton>
                {mayWork(getSessionUser(), 'cases', 'edit') && (
                  <RowIconButton label={w.appointments.editStatus} color="primary" onClick={() => setOpen({ kind: 'status', appointment })}>
                    <EditNoteIcon fontSize="small" />
                  </RowIconButton>
                )}
              </Stack>
            </RowNameContext.Provider>
            );
          }}
        />
      </RecordListCard>
      {open?.kind === 'add' && <AppointmentDialog commands={commands} onClose={close} />}
      {open?.kind === 'view' && <AppointmentDetailDialog appointment={open.appointment} onClose={close} />}
      {open?.kind === 'status' && <AppointmentStatusDialog appointment={open.appointment} commands={commands} onClose={close} />}
    </>
  );
};
