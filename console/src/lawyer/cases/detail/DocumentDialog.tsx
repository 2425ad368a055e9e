import type { DocumentTypeAnswer as DocumentType } from '@lawfirm/contracts';
import { SelectInput, TextInput, required } from 'react-admin';
import { DialogForm } from '../../../components/forms/DialogForm';
import { acceptedFiles } from '../../../components/forms/FileUploadInput';
import { useLocalized } from '../../../components/display/localized';
import { useLookup } from '../../../components/forms/useLookup';
import { useCasesWording } from '../i18n';
import { UploadInput } from './UploadInput';
import type { CaseCommands } from './useCaseCommands';

/** GET /api/document-types: contracts' shape */
export type { DocumentTypeAnswer as DocumentType } from '@lawfirm/contracts';

/** GET /api/document-types: the active document categories. */
export function useDocumentTypes() {
  return useLookup<DocumentType>('/document-types', useCasesWording().documents.loadTypesFailed).data;
}

const nameRequired = required('app.msg.validation.documentNameRequired');
const typeRequired = required('app.msg.validation.documentTypeRequired');

interface DocumentDialogProps {
  types: DocumentType[];
  commands: CaseCommands;
  onClose: () => void;
}

/** Name, document type and one file; the upload button waits for the file. */
export const DocumentDialog = ({ types, commands, onClose }: DocumentDialogProps) => {
  const w = useCasesWording().documents;
  const localized = useLocalized();
  return (
    <DialogForm
      title={w.upload}
      submitLabel={w.save}
      defaultValues={{ name: '', category: '', file: null }}
      canSubmit={(values) => !!values.file}
      onClose={onClose}
      onSubmit={(values) => commands.uploadDocument(values)}
    >
      <TextInput source="name" label={w.name} validate={nameRequired} fullWidth />
      <SelectInput source="category" label={w.documentType} choices={types.map((t) => ({ id: t.id, name: localized(t) }))} validate={typeRequired} fullWidth />
      <UploadInput source="file" label={w.file} accept={acceptedFiles.documents} hint={w.fileHint} refused="app.msg.validation.uploadFileType" />
    </DialogForm>
  );
};
