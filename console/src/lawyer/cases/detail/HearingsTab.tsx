import type { HearingFileAnswer as HearingFile } from '@lawfirm/contracts';
import { useState } from 'react';
import { generatedWordingFor } from '@lawfirm/contracts/lawyer/automation.ts';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
import { type Identifier, type RaRecord } from 'react-admin';
import { OpenFileLink } from '../../../components/files/OpenFileLink';
import { RecordListCard } from '../../../components/lists/RecordListCard';
import { RowIconButton, RowNameContext } from '../../../components/lists/RowIconButton';
import { formatDay } from '../format';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { formatTime } from '../../../components/forms/timeSlots';
import { useLanguage } from '../../../i18n/language';
import { CASES, useCaseRecords } from '../api';
import { CourtDate } from '../../../components/dates/CourtDate';
import { useCasesWording } from '../i18n';
import { HearingStatusBadge } from './hearingStatus';
import { HearingMinutesLinks } from '../../minutes';
import { HearingDeleteConfirm } from './HearingDeleteConfirm';
import { HearingDialog } from './HearingDialog';
import { HearingDocumentsDialog, MinutesFileDialog } from './HearingFilesDialogs';
import { useCaseCommands } from './useCaseCommands';
import { mayWork } from '../../../auth/mayWork';
import { getSessionUser } from '../../../auth/session';

type Open = { kind: 'add' } | { kind: 'edit' | 'documents' | 'minutes' | 'delete'; hearing: RaRecord } | null;


interface HearingsTabProps {
  caseId: Identifier;
  count?: number;
  /** the hearing the URL names (/lawyer/cases/{id}/hearings/{hearingId}), highlighted */
  highlight?: string;
}

/** The case's hearings with their documents and minutes file; add, edit, upload and delete. */
export const HearingsTab = ({ caseId, count, highlight }: HearingsTabProps) => {
  const w = useCasesWording();
  const language = useLanguage();
  const { data, isPending, error } = useCaseRecords(caseId, 'hearings');
  const commands = useCaseCommands(caseId);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const close = () => setOpen(null);
  const user = getSessionUser();
  const mayAdd = mayWork(user, 'hearings', 'add');
  // each action shows when the role grants it (lawyers: always, on their cases); each with its name
  // (aria-label and tooltip) and an icon of its own: documents a paperclip, the minutes' scanned
  // file a scanner, beside the minutes' record (a page with a plus) and their history
  const actions = (
    [
      { kind: 'edit', label: w.hearings.edit, icon: <EditIcon fontSize="small" />, color: 'primary', grant: ['hearings', 'edit'] },
      { kind: 'documents', label: w.hearings.uploadDocuments, icon: <AttachFileIcon fontSize="small" />, color: 'default', grant: ['hearings', 'edit'] },
      { kind: 'minutes', label: w.hearings.uploadMinutes, icon: <DocumentScannerIcon fontSize="small" />, color: 'default', grant: ['minutes', 'add'] },
      { kind: 'delete', label: w.hearings.delete, icon: <DeleteIcon fontSize="small" />, color: 'error', grant: ['hearings', 'delete'] },
    ] as const
  ).filter(({ grant: [module, action] }) => mayWork(user, module, action));

  const remove = async () => {
    if (open?.kind !== 'delete') return;
    setDeleting(true);
    try {
      await commands.deleteHearing(open.hearing);
      close();
    } catch {
      // the failure toast is shown; the confirmation stays for another try
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <RecordListCard
        resource={`${CASES}/hearings`}
        title={w.detail.tabs.hearings}
        count={count}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.detail.listLoadFailed}
        emptyText={w.hearings.none}
        sort={{ field: 'hearingDate', order: 'ASC' }}
        rowSx={(hearing) => (String(hearing.id) === highlight ? { bgcolor: 'action.selected' } : {})}
        actions={
          mayAdd ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })}>
              {w.hearings.add}
            </Button>
          ) : undefined
        }
      >
        <RecordListCard.Col
          source="hearingDate"
          label={w.hearings.dateTime}
          render={(hearing) => (
            <Stack>
              <span><CourtDate day={hearing.hearingDate} /></span>
              <Typography variant="caption" color="text.secondary">
                <bdi>{formatTime(hearing.hearingTime, language)}</bdi>
              </Typography>
            </Stack>
          )}
        />
        <RecordListCard.Col
          source="hallName"
          label={w.hearings.hall}
          render={(hearing) => (
            <Stack>
              <span>{hearing.hallName}</span>
              {hearing.onlineLink && (
                <Link href={hearing.onlineLink} target="_blank" rel="noopener noreferrer" variant="caption">
                  {w.hearings.joinOnline}
                </Link>
              )}
            </Stack>
          )}
        />
        <RecordListCard.Col source="rollNumber" label={w.hearings.rollNumber} render={(hearing) => <bdi>{hearing.rollNumber}</bdi>} />
        <RecordListCard.Col source="whatIsRequested" label={w.hearings.whatIsRequested} sx={{ maxWidth: 260 }} render={(hearing) => <bdi>{generatedWordingFor(hearing, 'whatIsRequested', language)}</bdi>} />
        <RecordListCard.Col source="status" label={w.hearings.status}>
          <HearingStatusBadge />
        </RecordListCard.Col>
        <RecordListCard.Col
          label={w.hearings.documents}
          disableSort
          render={(hearing) =>
            hearing.documents?.length ? (
              <Stack spacing={0.25}>
                {(hearing.documents as HearingFile[]).map((file) => (
                  <OpenFileLink key={file.url} url={file.url} filename={file.fileName} />
                ))}
              </Stack>
            ) : (
              <NoFile text={w.hearings.noFile} />
            )
          }
        />
        <RecordListCard.Col
          label={w.hearings.minutesFile}
          disableSort
          render={(hearing) =>
            hearing.minutesFilePath ? <OpenFileLink url={hearing.minutesFilePath} filename={hearing.minutesFileName ?? 'minutes'} /> : <NoFile text={w.hearings.noFile} />
          }
        />
        <RecordListCard.Col
          label={w.fields.actions}
          disableSort
          align="right"
          render={(hearing) => (
            // the row's buttons name the hearing by its day and time, as the row's first column shows them
            <RowNameContext.Provider value={[formatDay(hearing.hearingDate, language), formatTime(hearing.hearingTime, language)].filter(Boolean).join(' ')}>
              <Stack direction="row" spacing={0.25} sx={{ justifyContent: 'flex-end' }}>
                <HearingMinutesLinks caseId={caseId} hearingId={hearing.id} />
                {actions.map(({ kind, label, icon, color }) => (
                  <RowIconButton key={kind} label={label} color={color} onClick={() => setOpen({ kind, hearing: hearing as RaRecord })}>
                    {icon}
                  </RowIconButton>
                ))}
              </Stack>
            </RowNameContext.Provider>
          )}
        />
      </RecordListCard>
      {open?.kind === 'add' && <HearingDialog commands={commands} onClose={close} />}
      {open?.kind === 'edit' && <HearingDialog hearing={open.hearing} commands={commands} onClose={close} />}
      {open?.kind === 'documents' && <HearingDocumentsDialog hearing={open.hearing} commands={commands} onClose={close} />}
      {open?.kind === 'minutes' && <MinutesFileDialog hearing={open.hearing} commands={commands} onClose={close} />}
      <HearingDeleteConfirm hearing={open?.kind === 'delete' ? open.hearing : null} loading={deleting} onConfirm={remove} onClose={close} />
    </>
  );
};

const NoFile = ({ text }: { text: string }) => (
  <Box component="span" sx={{ color: 'text.secondary' }}>
    {text}
  </Box>
);
