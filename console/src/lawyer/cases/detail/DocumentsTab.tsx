import { useState } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Identifier, RaRecord } from 'react-admin';
import { formatFileSize } from '../../../components/fileSize';
import { useLocalized } from '../../../components/localized';
import { RecordListCard } from '../../../components/RecordListCard';
import { StoredFileLink } from '../../../components/StoredFileLink';
import { useLanguage } from '../../../i18n/language';
import { CASES, useCaseRecords } from '../api';
import { formatDay } from '../format';
import { useCasesWording } from '../i18n';
import { DocumentDialog, useDocumentTypes } from './DocumentDialog';
import { useCaseCommands } from './useCaseCommands';
import { mayWork } from '../../../auth/mayWork';
import { getSessionUser } from '../../../auth/session';

/** The case's documents (never cached), each to open or download; upload adds one. */
export const DocumentsTab = ({ caseId, count }: { caseId: Identifier; count?: number }) => {
  const w = useCasesWording();
  const language = useLanguage();
  const localized = useLocalized();
  const types = useDocumentTypes();
  const { data, isPending, error } = useCaseRecords(caseId, 'documents');
  const commands = useCaseCommands(caseId);
  const [uploading, setUploading] = useState(false);
  // the server keeps the category's English name: shown in the page's language when it is a known type
  const category = (document: RaRecord) =>
    localized(types.find((t) => t.id === document.categoryId || t.nameEn === document.category)) || document.category;

  return (
    <>
      <RecordListCard
        resource={`${CASES}/documents`}
        title={w.detail.tabs.documents}
        count={count}
        data={data}
        isPending={isPending}
        error={error}
        errorText={w.detail.listLoadFailed}
        emptyText={w.documents.none}
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={
          mayWork(getSessionUser(), 'cases', 'edit') ? (
            <Button variant="contained" size="small" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
              {w.documents.upload}
            </Button>
          ) : undefined
        }
      >
        <RecordListCard.Col source="name" label={w.documents.name} />
        <RecordListCard.Col source="category" label={w.documents.category} render={category} />
        <RecordListCard.Col source="createdAt" label={w.documents.createdAt} render={(d) => formatDay(d.createdAt, language)} />
        <RecordListCard.Col source="fileSize" label={w.documents.size} render={(d) => <bdi>{formatFileSize(d.fileSize, language)}</bdi>} />
        <RecordListCard.Col label={w.documents.file} disableSort render={(d) => <StoredFileLink url={d.url} filename={d.fileName} />} />
      </RecordListCard>
      {uploading && <DocumentDialog types={types} commands={commands} onClose={() => setUploading(false)} />}
    </>
  );
};
