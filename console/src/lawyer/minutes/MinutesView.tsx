import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { Loading } from 'react-admin';
import { DeleteConfirm } from '../../components/lists/DeleteConfirm';
import { DetailsList, type DetailSection } from '../../components/display/DetailsList';
import { printDocument } from '../../components/files/printWindow';
import { useToast } from '../../components/messages/useToast';
import { useBilingual } from '../../components/messages/wording';
import { ui } from '../../i18n/ui';
import { useLanguage } from '../../i18n/language';
import { useFirmSettings } from '../../layout/useFirmSettings';
import { fill, formatDay } from '../cases/format';
import { useMinutesRecord } from './api';
import { minutesWording, useMinutesWording } from './i18n';
import { MinutesDocuments } from './MinutesDocuments';
import { MinutesPageFrame } from './MinutesPageFrame';
import { documentsSection, isTextSection, minutesSections } from './minutesSections';
import { isMinutesId, minutesPaths } from './paths';
import type { Hearing, Minutes } from './types';
import { useMinutesActions } from './useMinutesActions';
import { useMayWork } from '../../auth/mayWork';
import { WaitingForNotification } from '../deadlines/WaitingForNotification';

/** .../view-minutes/{minutesId}: the saved minutes in cards, with edit, print, Word export and delete. */
export const MinutesView = () => {
  const { caseId = '', hearingId = '', minutesId } = useParams();
  const w = useMinutesWording();
  const paths = minutesPaths(caseId, hearingId);
  const valid = isMinutesId(minutesId);
  const minutes = useMinutesRecord(minutesId, valid);
  return (
    <MinutesPageFrame caseId={caseId} hearingId={hearingId} title={w.view.title} back={{ to: paths.history, label: w.backToHistory }}>
      {(hearing) =>
        valid && minutes.isPending ? (
          <Loading />
        ) : valid && minutes.data ? (
          <SavedMinutes minutes={minutes.data} hearing={hearing} caseId={caseId} />
        ) : (
          <Alert severity="error">{w.minutesNotFound}</Alert>
        )
      }
    </MinutesPageFrame>
  );
};

const SavedMinutes = ({ minutes, hearing, caseId }: { minutes: Minutes; hearing: Hearing; caseId: string }) => {
  const w = useMinutesWording().view;
  const language = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: firm } = useFirmSettings();
  const paths = minutesPaths(caseId, hearing.id);
  const [confirming, setConfirming] = useState(false);
  const mayEdit = useMayWork('minutes', 'edit');
  const mayDelete = useMayWork('minutes', 'delete');
  const { remove, deleting, exportWord, exporting } = useMinutesActions(hearing.id, 'deleted', () => navigate(paths.history));
  const sections = minutesSections(minutes, hearing);
  const documents = minutes.documents ?? [];

  const print = () => {
    const printed = printDocument({
      heading: { en: firm?.nameEn || ui.layout.defaultFirmName.en, ar: firm?.nameAr || ui.layout.defaultFirmName.ar },
      title: {
        en: `${minutesWording.title.en} · ${hearing.case.titleEn ?? ''} · ${fill(minutesWording.view.minutesId.en, { id: minutes.id })}`,
        ar: `${minutesWording.title.ar} · ${hearing.case.titleAr ?? ''} · ${fill(minutesWording.view.minutesId.ar, { id: minutes.id })}`,
      },
      sections: [...sections, documentsSection(documents)],
    });
    if (!printed) toast({ type: 'warning', message: w.printBlocked });
  };

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
                {fill(w.minutesId, { id: minutes.id })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {w.createdAt}: {formatDay(minutes.createdAt, language, true)}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {mayEdit && (
                <Button component={Link} to={paths.edit(minutes.id)} variant="contained" startIcon={<EditIcon />}>
                  {w.edit}
                </Button>
              )}
              <Button variant="outlined" startIcon={<PrintIcon />} onClick={print}>
                {w.print}
              </Button>
              <Button variant="outlined" startIcon={<DescriptionIcon />} onClick={() => exportWord(minutes)} disabled={exporting}>
                {w.exportWord}
              </Button>
              {mayDelete && (
                <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                  {w.delete}
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {!!minutes.waitingDeadlines?.length && <WaitingForNotification waiting={minutes.waitingDeadlines} editPath={mayEdit ? paths.edit(minutes.id) : null} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        {sections.map((section) => (
          <Card variant="outlined" key={section.title.en} data-testid="minutes-card">
            <CardContent>{isTextSection(section) ? <TextSection section={section} /> : <DetailsList sections={[section]} />}</CardContent>
          </Card>
        ))}
      </Box>
      <MinutesDocuments documents={documents} />
      <DeleteConfirm open={confirming} loading={deleting} onConfirm={() => remove(minutes)} onClose={() => setConfirming(false)} />
    </Stack>
  );
};

/** A free text (the report, the notes) under its title, kept as written (line breaks included). */
const TextSection = ({ section }: { section: DetailSection }) => {
  const pick = useBilingual();
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {pick(section.title)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {pick(section.rows[0].value) || '—'}
      </Typography>
    </Box>
  );
};
