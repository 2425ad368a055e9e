import { useEffect, useState } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { EditBase, Form, Loading, TextInput, Title, useEditContext } from 'react-admin';
import { BackLink } from '../../components/display/BackLink';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { FileDetailsInputs } from './FileDetailsInputs';
import { FileNotFound } from './FileNotFound';
import { updateFileRequest } from './filePayload';
import { FormActions } from './FormActions';
import { FILES, fileKey } from './i18n';
import { LawyerAssignmentInput } from './LawyerAssignmentInput';
import { FILES_PATH, fileDetailPath } from './paths';
import { UnsavedChangesGuard } from '../../components/forms/UnsavedChanges';

// The page says 'File Not Found' itself rather than react-admin's toast and redirect.
const quietLoad = { onError: () => undefined };

/** /lawyer/edit-file/{id}: the file's details and lawyers; the number stays as it is. */
export const EditFilePage = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const onSuccess = () => {
    toast({ type: 'success', title: 'app.msg.common.success', message: fileKey('messages.updated') });
    // back on the file saved, not on the list
    navigate(fileDetailPath(id));
  };
  // a stale version answers 409, whose bilingual message becomes the detail
  const onError = (error: unknown) => toast({ type: 'error', title: 'app.msg.common.error', message: fileKey('messages.updateFailed'), detail: errorDetail(error) });
  return (
    <EditBase resource={FILES} id={id} mutationMode="pessimistic" redirect={false} transform={updateFileRequest} queryOptions={quietLoad} mutationOptions={{ onSuccess, onError }}>
      <EditFileForm />
    </EditBase>
  );
};

const EditFileForm = () => {
  const { record, isPending, isFetching, error } = useEditContext();
  // The form starts from the fetched file, not from a cached copy (the list row or the create
  // answer): react-admin would reset the form when the fetched one arrives, dropping edits.
  const [fetched, setFetched] = useState(false);
  useEffect(() => {
    if (!isFetching) setFetched(true);
  }, [isFetching]);
  if (isPending || !fetched) return <Loading />;
  if (error || !record) return <FileNotFound />;
  return (
    <>
      <Title title={fileKey('edit.title')} />
      <BackLink to={FILES_PATH} label={fileKey('backToFiles')} />
      <Form disableInvalidFormNotification noValidate>
        <UnsavedChangesGuard />
        <InvalidFormToast required="app.msg.validation.fillInRequired" />
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <FileDetailsInputs first={<TextInput source="fileNumber" readOnly fullWidth sx={{ gridColumn: '1 / -1' }} />} />
            </CardContent>
          </Card>
          <LawyerAssignmentInput />
          <FormActions submit={fileKey('edit.submit')} submitting={fileKey('edit.submitting')} />
        </Stack>
      </Form>
    </>
  );
};
