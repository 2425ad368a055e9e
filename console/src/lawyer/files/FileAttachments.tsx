import { Alert, AlertTitle, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinearProgress, useTranslate, type Identifier } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';
import { EmptyState } from '../../components/EmptyState';
import { formatFileSize } from '../../components/fileSize';
import { downloadProtectedFile, openProtectedFile } from '../../components/protectedFile';
import { SectionCard } from '../../components/SectionCard';
import { errorDetail, useToast } from '../../components/useToast';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useLocalized } from '../../components/localized';
import { AttachmentPicker } from './AttachmentPicker';
import { fileKey } from './i18n';
import type { AttachmentCategory } from './vocabulary';

type Attachment = {
  id: string;
  fileName: string;
  fileSize?: number | null;
  categoryNameEn?: string;
  categoryNameAr?: string;
  createdAt?: string;
  fileUrl: string;
};

const key = (name: string) => fileKey(`attachments.${name}`);

/**
 * 'File Attachments': name, category, size, upload date, View (a new tab) and Download, both
 * fetched with the session's token; plus an upload of one more attachment under a category.
 */
export const FileAttachments = ({ fileId }: { fileId: Identifier }) => {
  const translate = useTranslate();
  const language = useLanguage();
  const localized = useLocalized();
  const toast = useToast();
  const queryClient = useQueryClient();
  const queryKey = ['lawyer/files', String(fileId), 'documents'];
  const { data, isPending, isError } = useQuery({ queryKey, queryFn: () => getJson<Attachment[]>(`/lawyer/files/${fileId}/documents`) });

  const upload = useMutation({
    mutationFn: ({ file, category }: { file: File; category: AttachmentCategory }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      body.append('category', category);
      return httpClient(`${API_URL}/lawyer/files/${fileId}/documents`, { method: 'POST', body });
    },
    onSuccess: () => {
      toast({ type: 'success', title: 'app.msg.common.success', message: key('uploaded') });
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast({ type: 'error', title: 'app.msg.common.error', message: key('uploadFailed'), detail: errorDetail(error) }),
  });

  const view = (attachment: Attachment) =>
    openProtectedFile(`${attachment.fileUrl}?inline=1`, attachment.fileName).then(
      () => toast({ type: 'success', title: 'app.msg.common.success', message: key('opened') }),
      () => toast({ type: 'error', title: 'app.msg.common.error', message: key('openFailed') }),
    );
  const download = (attachment: Attachment) =>
    downloadProtectedFile(attachment.fileUrl, attachment.fileName).then(
      () => toast({ type: 'success', title: 'app.msg.common.success', message: key('downloadStarted') }),
      () => toast({ type: 'error', title: 'app.msg.common.error', message: key('downloadFailed') }),
    );

  const picker = (
    <AttachmentPicker
      label={upload.isPending ? key('uploading') : key('upload')}
      disabled={upload.isPending}
      onFiles={([file], category) => upload.mutate({ file, category })}
    />
  );

  return (
    <SectionCard title={fileKey('detail.attachments')} action={picker}>
      {isPending ? (
        <LinearProgress />
      ) : isError ? (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate(key('loadFailed'))}</AlertTitle>
          {translate('app.msg.common.tryAgainLater')}
        </Alert>
      ) : data.length === 0 ? (
        <EmptyState title={key('empty')} />
      ) : (
        <Table size="small" aria-label={translate(fileKey('detail.attachments'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(key('fileName'))}</TableCell>
              <TableCell>{translate(key('category'))}</TableCell>
              <TableCell>{translate(key('size'))}</TableCell>
              <TableCell>{translate(key('uploadDate'))}</TableCell>
              <TableCell align="right">{translate('app.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((attachment) => (
              <TableRow key={attachment.id}>
                <TableCell>
                  <bdi>{attachment.fileName}</bdi>
                </TableCell>
                <TableCell>{localized(attachment, 'categoryName')}</TableCell>
                <TableCell>
                  <bdi>{formatFileSize(attachment.fileSize, language)}</bdi>
                </TableCell>
                <TableCell>{formatDate(attachment.createdAt, language)}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => view(attachment)}>
                      {translate(key('view'))}
                    </Button>
                    <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(attachment)}>
                      {translate(key('download'))}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};
