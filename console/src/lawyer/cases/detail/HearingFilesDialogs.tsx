import { TextInput, required, type RaRecord } from 'react-admin';
import { DialogForm } from '../../../components/forms/DialogForm';
import { acceptedFiles } from '../../../components/forms/FileUploadInput';
import { useCasesWording } from '../i18n';
import { UploadInput } from './UploadInput';
import type { CaseCommands } from './useCaseCommands';

interface HearingFilesDialogProps {
  hearing: RaRecord;
  commands: CaseCommands;
  onClose: () => void;
}

const filesRequired = required('app.msg.validation.selectFiles');
const fileRequired = required('app.msg.validation.oneFileRequired');

/** Several documents for a hearing (POST /api/hearings/{id}/documents), with an optional description. */
export const HearingDocumentsDialog = ({ hearing, commands, onClose }: HearingFilesDialogProps) => {
  const w = useCasesWording().hearings.documentsDialog;
  return (
    <DialogForm
      title={w.title}
      submitLabel={w.upload}
      defaultValues={{ documents: [], description: '' }}
      onClose={onClose}
      onSubmit={(values) => commands.uploadHearingDocuments(hearing, values)}
    >
      <UploadInput
        source="documents"
        label={w.files}
        multiple
        accept={acceptedFiles.documents}
        validate={filesRequired}
        hint={w.hint}
        refused="app.msg.validation.uploadFileType"
      />
      <TextInput source="description" label={w.description} multiline minRows={2} fullWidth />
    </DialogForm>
  );
};

/** The hearing's minutes as one file (POST /api/hearings/{id}/minutes-file). */
export const MinutesFileDialog = ({ hearing, commands, onClose }: HearingFilesDialogProps) => {
  const w = useCasesWording().hearings.minutesDialog;
  const upload = useCasesWording().hearings.documentsDialog.upload;
  return (
    <DialogForm
      title={w.title}
      submitLabel={upload}
      defaultValues={{ minutesFile: null }}
      onClose={onClose}
      onSubmit={(values) => commands.uploadMinutesFile(hearing, values)}
    >
      <UploadInput
        source="minutesFile"
        label={w.file}
        accept={acceptedFiles.word}
        validate={fileRequired}
        hint={w.hint}
        refused="app.msg.validation.minutesFileType"
      />
    </DialogForm>
  );
};
