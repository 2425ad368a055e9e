import { Card, CardContent, Stack } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { CreateBase, Form, Title } from 'react-admin';
import { BackLink } from '../../components/display/BackLink';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { AttachmentsInput } from './AttachmentsInput';
import { FileDetailsInputs } from './FileDetailsInputs';
import { FileNumberInput } from './FileNumberInput';
import { createFileRequest, isAgreementRefusal } from './filePayload';
import { FormActions } from './FormActions';
import { FILES, fileKey } from './i18n';
import { LawyerAssignmentInput } from './LawyerAssignmentInput';
import { FILES_PATH, fileDetailPath } from './paths';
import { UnsavedChangesGuard } from '../../components/forms/UnsavedChanges';
import { GatedSave } from '../../components/forms/SaveGate';
import { useConflictSaveGate } from '../../conflicts/ConflictGate';

const newFile = { caseDirection: 'for', notes: '', responsibleLawyers: [], attachments: [] };

/** /lawyer/create-file: details, lawyers and attachments, sent as one multipart request. */
export const CreateFilePage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  // the file's client (its names, Emirates ID and phone, from its record) against the firm's clients and opponents
  const conflicts = useConflictSaveGate('file', (values) => ({ clientId: Number(values.clientId) || undefined }));
  // on the new file, not back on the list
  const onSuccess = (created: { id: unknown }) => {
    toast({ type: 'success', title: 'app.msg.common.success', message: fileKey('messages.created') });
    navigate(created?.id ? fileDetailPath(created.id) : FILES_PATH);
  };
  const onError = (error: unknown) =>
    isAgreementRefusal(error)
      ? toast({ type: 'error', title: 'app.msg.common.error', message: 'app.msg.files.needsAgreement' })
      : toast({ type: 'error', title: 'app.msg.common.error', message: fileKey('messages.createFailed'), detail: errorDetail(error) });

  return (
    <CreateBase resource={FILES} redirect={false} transform={createFileRequest} mutationOptions={{ onSuccess, onError }}>
      <Title title={fileKey('create.title')} />
      <BackLink to={FILES_PATH} label={fileKey('backToFiles')} />
      <GatedSave gate={conflicts}>
        <Form defaultValues={newFile} disableInvalidFormNotification noValidate>
          <UnsavedChangesGuard />
          <InvalidFormToast required="app.msg.validation.fillInRequired" />
          <Stack spacing={2}>
            <Card variant="outlined">
              <CardContent>
                <FileDetailsInputs first={<FileNumberInput />} />
              </CardContent>
            </Card>
            <LawyerAssignmentInput />
            <AttachmentsInput />
            <FormActions submit={fileKey('create.submit')} submitting={fileKey('create.submitting')} />
          </Stack>
        </Form>
      </GatedSave>
    </CreateBase>
  );
};
