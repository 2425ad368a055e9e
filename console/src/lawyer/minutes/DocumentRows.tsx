import { FileField, FileInput, SelectInput } from 'react-admin';
import { acceptedFiles } from '../../components/forms/FileUploadInput';
import { RepeatableItems } from '../../components/forms/RepeatableItems';
import { SectionCard } from '../../components/display/SectionCard';
import { useToast } from '../../components/messages/useToast';
import { useMinutesWording } from './i18n';
import { emptyDocumentRow } from './minutesPayload';
import type { useMinutesLookups } from './useMinutesLookups';

type Choices = ReturnType<typeof useMinutesLookups>['categories']['choices'];

/** 'Hearing Documents': rows of one file and a category each; add and remove, the first row stays. */
export const DocumentRows = ({ categories }: { categories: Choices }) => {
  const w = useMinutesWording().form;
  const toast = useToast();
  const refused = () => toast({ type: 'error', title: 'app.msg.common.error', message: 'app.msg.validation.uploadFileType' });
  return (
    <SectionCard title={w.documents}>
      <RepeatableItems source="documents" label="" emptyItem={{ ...emptyDocumentRow }} addLabel={w.addDocument} keepFirst inline>
        <FileInput source="file" label={w.document} accept={acceptedFiles.documents} helperText={w.documentHint} options={{ onDropRejected: refused }} inputProps={{ 'aria-label': w.document }} sx={{ minWidth: 280, flex: 2 }}>
          <FileField source="src" title="title" />
        </FileInput>
        <SelectInput source="categoryId" label={w.category} choices={categories} sx={{ minWidth: 200, flex: 1 }} />
      </RepeatableItems>
    </SectionCard>
  );
};
