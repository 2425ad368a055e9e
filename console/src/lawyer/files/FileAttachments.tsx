import type { FileAttachmentAnswer } from '@lawfirm/contracts';
import { useState } from 'react';
import { Alert, AlertTitle, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, LinearProgress, useTranslate, type Identifier } from 'react-admin';
import { API_URL, getJson, httpClient } from '../../api/http';
import { EmptyState } from '../../components/lists/EmptyState';
import { formatFileSize } from '../../components/files/fileSize';
import { rowActionName } from '../../components/lists/rowActionName';
import { downloadProtectedFile, openProtectedFile } from '../../components/files/protectedFile';
import { SectionCard } from '../../components/display/SectionCard';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { useLocalized } from '../../components/display/localized';
import { useBilingual } from '../../components/messages/wording';
import { mayWork } from '../../auth/mayWork';
import { getSessionUser } from '../../auth/session';
import { fill } from '../cases/format';
import { documentsWording as dw } from '../cases/detail/documentsWording';
import { RenameDialog } from '../cases/detail/RenameDialog';
import { AttachmentPicker } from './AttachmentPicker';
import { fileKey } from './i18n';
import type { AttachmentCategory } from './vocabulary';

/** GET /api/lawyer/files/{id}/documents: contracts' shape */
type Attachment = FileAttachmentAnswer;

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

  const pick = useBilingual();
  const user = getSessionUser();
  const [renaming, setRenaming] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  // PATCH `{ name }` renames, DELETE deletes; the History keeps both
  const change = useMutation({
    mutationFn: ({ attachment, name }: { attachment: Attachment; name?: string }) =>
      httpClient(`${API_URL}/lawyer/files/${fileId}/documents/${attachment.id}`, name === undefined ? { method: 'DELETE' } : { method: 'PATCH', body: JSON.stringify({ name }) }),
    onSuccess: (_r, { name }) => {
      toast({ type: 'success', title: 'app.msg.common.success', message: pick(name === undefined ? dw.deleted : dw.renamed) });
      setRenaming(null);
      setDeleting(null);
      return queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, { name }) => toast({ type: 'error', title: 'app.msg.common.error', message: pick(name === undefined ? dw.deleteFailed : dw.renameFailed), detail: errorDetail(error) }),
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
                    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => view(attachment)} aria-label={rowActionName(translate(key('view')), attachment.fileName)}>
                      {translate(key('view'))}
                    </Button>
                    <Button size="small" startIcon={<DownloadIcon />} onClick={() => download(attachment)} aria-label={rowActionName(translate(key('download')), attachment.fileName)}>
                      {translate(key('download'))}
                    </Button>
                    {mayWork(user, 'files', 'edit') && (
                      <Button size="small" startIcon={<DriveFileRenameOutlineIcon />} onClick={() => setRenaming(attachment)} aria-label={rowActionName(pick(dw.rename), attachment.fileName)}>
                        {pick(dw.rename)}
                      </Button>
                    )}
                    {mayWork(user, 'files', 'delete') && (
                      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(attachment)} aria-label={rowActionName(pick(dw.delete), attachment.fileName)}>
                        {pick(dw.delete)}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {renaming && <RenameDialog name={renaming.fileName} busy={change.isPending} onSave={(name) => change.mutate({ attachment: renaming, name })} onClose={() => setRenaming(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={change.isPending}
        title={pick(dw.deleteTitle)}
        content={deleting ? fill(pick(dw.deleteAttachmentQuestion), { name: deleting.fileName }) : ''}
        confirm={pick(dw.yesDelete)}
        cancel={pick(dw.cancel)}
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={() => deleting && change.mutate({ attachment: deleting })}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
