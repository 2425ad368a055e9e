import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { Form, Loading, SelectInput, TextInput, Title, required, useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { BackLink } from '../../components/BackLink';
import { InputGrid } from '../../components/InputGrid';
import { serverFieldErrors } from '../../components/serverFieldErrors';
import { errorDetail, useToast } from '../../components/useToast';
import { requiredField } from '../../components/validation';
import { useRefreshCase } from './api';
import { useCasesWording } from './i18n';
import { caseStatuses, casePriorities, choicesOf } from './vocabulary';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { UnsavedChangesGuard } from '../../components/UnsavedChanges';

/** What the edit form sends (PUT /api/cases/{id}); `version` makes a stale save answer 409. */
const editableFields = ['titleEn', 'titleAr', 'summary', 'status', 'priority', 'startDate', 'expectedEndDate', 'descriptionEn', 'descriptionAr'] as const;

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** /lawyer/edit-case/{id}: the case's titles, summary, status, priority, dates and descriptions. */
export const CaseEdit = () => {
  const { id } = useParams<{ id: string }>();
  const w = useCasesWording();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const toast = useToast();
  const refresh = useRefreshCase();
  // the record itself (GET /api/cases/{id}), never from a cache: a form filled from a stale copy
  // would be reset under the user's hands when the fresh one arrives, or refused as stale
  const { data: record, isPending, error } = useGetOne('cases', { id: id! }, { retry: false, gcTime: 0 });

  const save = async (values: Record<string, unknown>) => {
    const data = { ...Object.fromEntries(editableFields.map((f) => [f, orNull(values[f])])), version: record?.version };
    try {
      await dataProvider.update('cases', { id: id!, data, previousData: record as RaRecord });
    } catch (failure) {
      toast({ type: 'error', title: 'app.msg.common.error', message: w.edit.updateFailed, detail: errorDetail(failure) });
      return serverFieldErrors(failure);
    }
    toast({ type: 'success', title: 'app.msg.common.success', message: w.edit.updated });
    void refresh();
    navigate('/lawyer/cases');
    return undefined;
  };

  return (
    <>
      <Title title={w.edit.title} />
      <BackLink to="/lawyer/cases" label={w.wizard.backToCases} />
      {isPending ? (
        <Loading />
      ) : error || !record ? (
        <Alert severity="error">{w.edit.loadFailed}</Alert>
      ) : (
        <Card variant="outlined" sx={{ maxWidth: 960 }}>
          <CardContent>
            <Form record={{ ...record, status: record.status ?? 'open' }} onSubmit={save} disableInvalidFormNotification>
              <UnsavedChangesGuard />
              <CaseEditInputs />
              <EditButtons />
            </Form>
          </CardContent>
        </Card>
      )}
    </>
  );
};

const CaseEditInputs = () => {
  const w = useCasesWording();
  return (
    <>
      <InputGrid>
        <TextInput source="titleEn" label={w.fields.titleEn} validate={required('app.msg.validation.titleEnRequired')} fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextInput source="titleAr" label={w.fields.titleAr} validate={required('app.msg.validation.titleArRequired')} fullWidth slotProps={{ htmlInput: { dir: 'rtl' } }} />
      </InputGrid>
      <TextInput source="summary" label={w.fields.summary} multiline minRows={2} fullWidth />
      <InputGrid>
        <SelectInput source="status" label={w.fields.status} choices={choicesOf(caseStatuses, w.statuses)} validate={requiredField} fullWidth />
        <SelectInput source="priority" label={w.fields.priority} choices={choicesOf(casePriorities, w.priorities)} validate={requiredField} fullWidth />
        <DatePickerInput source="startDate" label={w.fields.startDate} fullWidth />
        <DatePickerInput source="expectedEndDate" label={w.fields.expectedEndDate} fullWidth />
      </InputGrid>
      <InputGrid>
        <TextInput source="descriptionEn" label={w.fields.descriptionEn} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextInput source="descriptionAr" label={w.fields.descriptionAr} multiline minRows={3} fullWidth slotProps={{ htmlInput: { dir: 'rtl' } }} />
      </InputGrid>
    </>
  );
};

const EditButtons = () => {
  const w = useCasesWording();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
        {isSubmitting ? w.edit.saving : w.edit.save}
      </Button>
      <Button component={RouterLink} to="/lawyer/cases">
        {w.edit.cancel}
      </Button>
      <Box sx={{ flex: 1 }} />
    </Stack>
  );
};
