import { Box, Button, Stack, Typography } from '@mui/material';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import EditIcon from '@mui/icons-material/Edit';
import { Link, useParams } from 'react-router-dom';
import { Loading, RecordContextProvider, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { FileAnswer } from '@lawfirm/contracts';
import { HistoryTimeline } from '../../audit/HistoryTimeline';
import { BackLink } from '../../components/display/BackLink';
import { StatusBadge } from '../../components/lists/StatusBadge';
import { FileAttachments } from './FileAttachments';
import { FileInformation } from './FileInformation';
import { FileLawyers } from './FileLawyers';
import { FileNotFound } from './FileNotFound';
import { FILES, fileKey } from './i18n';
import { RelatedCases } from './RelatedCases';
import { FILES_PATH, createCaseInFilePath, editFilePath } from './paths';
import { directionStyles } from './vocabulary';
import { useMayWork } from '../../auth/mayWork';

/** /lawyer/files/{id}: header (edit, and open a case in the file), information, lawyers, attachments, the client's other cases and the file's history. */
export const FileDetailPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const mayEdit = useMayWork('files', 'edit');
  const mayOpenCase = useMayWork('cases', 'add');
  const { data: file, isPending, error } = useGetOne<Omit<FileAnswer, 'id'> & RaRecord>(FILES, { id }, { retry: false });
  if (isPending) return <Loading />;
  if (error || !file) return <FileNotFound />;
  return (
    <RecordContextProvider value={file}>
      <Title title={fileKey('detail.title')} />
      <BackLink to={FILES_PATH} label={fileKey('backToFiles')} />
      <Stack component="header" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              <bdi>{file.fileNumber}</bdi>
            </Typography>
            <StatusBadge source="caseDirection" styles={directionStyles} />
          </Stack>
          <Typography color="text.secondary">{file.subject}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
          {mayOpenCase && (
            <Button component={Link} to={createCaseInFilePath(file.id, file.clientId)} variant="outlined" startIcon={<CreateNewFolderIcon />} data-testid="open-case-in-file">
              {translate(fileKey('detail.openCase'))}
            </Button>
          )}
          {mayEdit && (
            <Button component={Link} to={editFilePath(file.id)} variant="contained" startIcon={<EditIcon />}>
              {translate(fileKey('detail.editFile'))}
            </Button>
          )}
        </Stack>
      </Stack>
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
          <FileInformation file={file} />
          <FileLawyers lawyers={file.responsibleLawyers ?? []} />
        </Box>
        <FileAttachments fileId={file.id} />
        <RelatedCases clientId={file.clientId} />
        <HistoryTimeline stream={`file-${file.id}`} />
      </Stack>
    </RecordContextProvider>
  );
};
