import { useState } from 'react';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Confirm, type Identifier, type RaRecord } from 'react-admin';
import { API_URL, httpClient } from '../../../api/http';
import { formatFileSize } from '../../../components/files/fileSize';
import { useLocalized } from '../../../components/display/localized';
import { RecordListCard } from '../../../components/lists/RecordListCard';
import { StoredFileLink } from '../../../components/files/StoredFileLink';
import { errorDetail, useToast } from '../../../components/messages/useToast';
import { useBilingual } from '../../../components/messages/wording';
import { useLanguage } from '../../../i18n/language';
import { CASES, useCaseRecords, useRefreshCase } from '../api';
import { fill, formatDay } from '../format';
import { useCasesWording } from '../i18n';
import { DocumentDialog, useDocumentTypes } from './DocumentDialog';
import { documentsWording as dw } from './documentsWording';
import { RenameDialog } from './RenameDialog';
import { useCaseCommands } from './useCaseCommands';
import { mayWork } from '../../../auth/mayWork';
import { getSessionUser } from '../../../auth/session';

/** One row of GET /api/lawyer/cases/{id}/all-documents. */
type DocumentRow = RaRecord & {
  key: string;
  kind: 'case' | 'hearing' | 'minutesFile' | 'minutes';
  name: string;
  fileName: string;
  fileSize: number;
  category: string | null;
  categoryId?: number | null;
  createdAt: string | null;
  hearingDate: string | null;
  url: string;
  /** where it is renamed and deleted; null when it cannot be (yet) */
  path: string | null;
};

/** Where each kind is renamed and deleted: the module whose permission it needs. */
const moduleOf = { case: 'cases', hearing: 'hearings', minutesFile: 'hearings', minutes: 'minutes' } as const;

/**
 * Every document of the case (never cached): its own, its hearings' (documents, minutes file) and its
 * minutes', each saying where it came from, to open, download, rename or delete; upload adds one to the case.
 */
export const DocumentsTab = ({ caseId, count }: { caseId: Identifier; count?: number }) => {
  const w = useCasesWording();
  const pick = useBilingual();
  const language = useLanguage();
  const localized = useLocalized();
  const toast = useToast();
  const refresh = useRefreshCase();
  const types = useDocumentTypes();
  const { data, isPending, error } = useCaseRecords<DocumentRow>(caseId, 'all-documents');
  const rows = data?.map((d) => ({ ...d, id: d.key }));
  const commands = useCaseCommands(caseId);
  const user = getSessionUser();
  const [uploading, setUploading] = useState(false);
  const [renaming, setRenaming] = useState<DocumentRow | null>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const [busy, setBusy] = useState(false);

  // the server keeps the category's English name: shown in the page's language when it is a known type
  const category = (document: DocumentRow) =>
    document.kind === 'case' ? localized(types.find((t) => t.id === document.categoryId || t.nameEn === document.category)) || document.category : document.category;
  const source = (d: DocumentRow) => {
    const date = formatDay(d.hearingDate, language);
    if (d.kind === 'hearing') return fill(pick(dw.fromHearing), { date });
    if (d.kind === 'minutesFile') return fill(pick(dw.fromMinutesFile), { date });
    if (d.kind === 'minutes') return fill(pick(dw.fromMinutes), { date });
    return pick(dw.fromCase);
  };

  /** Runs a change, says how it went and reloads the case (its tab counts and lists). */
  const run = async (call: () => Promise<unknown>, done: { success: string; failure: string }) => {
    setBusy(true);
    try {
      await call();
      toast({ type: 'success', title: 'app.msg.common.success', message: done.success });
      void refresh();
      return true;
    } catch (e) {
      toast({ type: 'error', title: 'app.msg.common.error', message: done.failure, detail: errorDetail(e) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const rename = async (row: DocumentRow, name: string) => {
    const ok = await run(() => httpClient(`${API_URL}${row.path!.replace(/^\/api/, '')}`, { method: 'PATCH', body: JSON.stringify({ name }) }), {
      success: pick(dw.renamed),
      failure: pick(dw.renameFailed),
    });
    if (ok) setRenaming(null);
  };
  const remove = async () => {
    if (!deleting) return;
    const ok = await run(() => httpClient(`${API_URL}${deleting.path!.replace(/^\/api/, '')}`, { method: 'DELETE' }), { success: pick(dw.deleted), failure: pick(dw.deleteFailed) });
    if (ok) setDeleting(null);
  };

  return (
    <>
      <RecordListCard
        resource={`${CASES}/documents`}
        title={w.detail.tabs.documents}
        count={count}
        data={rows}
        isPending={isPending}
        error={error}
        errorText={w.detail.listLoadFailed}
        emptyText={w.documents.none}
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={
          mayWork(user, 'cases', 'edit') ? (
            <Button variant="contained" size="small" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
              {w.documents.upload}
            </Button>
          ) : undefined
        }
      >
        <RecordListCard.Col source="name" label={w.documents.name} render={(d: DocumentRow) => <bdi>{d.name}</bdi>} />
        <RecordListCard.Col source="kind" label={pick(dw.source)} render={source} />
        <RecordListCard.Col source="category" label={w.documents.category} render={category} />
        <RecordListCard.Col source="createdAt" label={w.documents.createdAt} render={(d: DocumentRow) => formatDay(d.createdAt, language)} />
        <RecordListCard.Col source="fileSize" label={w.documents.size} render={(d: DocumentRow) => <bdi>{formatFileSize(d.fileSize, language)}</bdi>} />
        <RecordListCard.Col label={w.documents.file} disableSort render={(d: DocumentRow) => <StoredFileLink url={d.url} filename={d.name} />} />
        <RecordListCard.Col
          label={pick(dw.actions)}
          disableSort
          render={(d: DocumentRow) => (
            <Stack direction="row">
              {d.path && mayWork(user, moduleOf[d.kind], 'edit') && (
                <Tooltip title={pick(dw.rename)}>
                  <IconButton size="small" color="primary" aria-label={`${pick(dw.rename)}: ${d.name}`} onClick={() => setRenaming(d)}>
                    <DriveFileRenameOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {d.path && mayWork(user, moduleOf[d.kind], 'delete') && (
                <Tooltip title={pick(dw.delete)}>
                  <IconButton size="small" color="error" aria-label={`${pick(dw.delete)}: ${d.name}`} onClick={() => setDeleting(d)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          )}
        />
      </RecordListCard>
      {uploading && <DocumentDialog types={types} commands={commands} onClose={() => setUploading(false)} />}
      {renaming && <RenameDialog name={renaming.name} busy={busy} onSave={(name) => rename(renaming, name)} onClose={() => setRenaming(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={busy}
        title={pick(dw.deleteTitle)}
        content={deleting ? fill(pick(dw.deleteQuestion), { name: deleting.name }) : ''}
        confirm={pick(dw.yesDelete)}
        cancel={pick(dw.cancel)}
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
