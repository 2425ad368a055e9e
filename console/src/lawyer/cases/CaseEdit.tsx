import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, Loading, NumberInput, ResourceContextProvider, SelectInput, TextInput, Title, required, useDataProvider, useGetOne, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FileAnswer } from '@lawfirm/contracts';
import { BackLink } from '../../components/display/BackLink';
import { InputGrid } from '../../components/forms/InputGrid';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorDetail, useToast } from '../../components/messages/useToast';
import { requiredField } from '../../components/forms/validation';
import { useLookup } from '../../components/forms/useLookup';
import { CASES, useRefreshCase } from './api';
import { useClients } from './lookups';
import { BasicInfoStep } from './wizard/BasicInfoStep';
import { LocationStep } from './wizard/LocationStep';
import { PartiesStep } from './wizard/PartiesStep';
import { formFieldOf, type CaseFormValues } from './wizard/casePayload';
import { useCasesWording } from './i18n';
import { caseStatuses, casePriorities, choicesOf } from './vocabulary';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { UnsavedChangesGuard } from '../../components/forms/UnsavedChanges';
import { useConflictGate, useRecordOverride } from '../../conflicts/ConflictGate';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';

/** What the edit form sends (PUT /api/cases/{id}) as they are; `version` makes a stale save answer 409. */
const editableFields = ['titleEn', 'titleAr', 'summary', 'status', 'priority', 'startDate', 'expectedEndDate', 'descriptionEn', 'descriptionAr', 'caseTypeId', 'regionId', 'courtId', 'districtId', 'fileId', 'caseNumber', 'caseYear', 'registrationDate'] as const;

const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const sameName = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

type Party = { clientId?: number; name?: string | null; role?: string; contactInfo?: string | null };

/** The case as the form edits it: its parties and lawyers in the wizard's rows. */
const toForm = (record: RaRecord) => ({
  ...record,
  status: record.status ?? 'open',
  clients: ((record.plaintiffs as Party[] | undefined) ?? []).map((p) => ({ clientId: p.clientId ?? null, role: p.role ?? '' })),
  opponents: ((record.defendants as Party[] | undefined) ?? []).map((d) => ({ fullName: d.name ?? '', role: d.role ?? '', contactInfo: d.contactInfo ?? '' })),
  lawyers: ((record.lawyerIds as number[] | undefined) ?? []).map((lawyerId) => ({ lawyerId })),
});

/** /lawyer/edit-case/{id}: everything the wizard collected, checked as the wizard checks it. */
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
  const clients = useClients();
  const conflicts = useConflictGate('case');
  const recordOverride = useRecordOverride();

  const save = async (values: Record<string, unknown>) => {
    const form = values as unknown as CaseFormValues & { fileId: number | null };
    const data = {
      ...Object.fromEntries(editableFields.map((f) => [f, orNull(values[f])])),
      plaintiffs: form.clients.map(({ clientId, role }) => ({ clientId, name: clients.people.find((c) => c.id === clientId)?.fullNameEn ?? null, role, type: 'client' })),
      defendants: form.opponents.map(({ fullName, role, contactInfo }) => ({ name: fullName, role, contactInfo: orNull(contactInfo) })),
      lawyerIds: form.lawyers.map(({ lawyerId }) => lawyerId),
      version: record?.version,
    };
    // only the opponents added now are checked (the others were when they were added); a match needs a reason
    const had = new Set(((record?.defendants as Party[] | undefined) ?? []).map((d) => sameName(d.name)));
    const added = data.defendants.map((d) => d.name).filter((name) => name.trim() && !had.has(sameName(name)));
    let gate: Awaited<ReturnType<typeof conflicts.check>>;
    try {
      gate = await conflicts.check(added, { caseId: Number(id) });
      if (gate === null) return undefined;
      await dataProvider.update('cases', { id: id!, data, previousData: record as RaRecord });
    } catch (failure) {
      toast({ type: 'error', title: 'app.msg.common.error', message: w.edit.updateFailed, detail: errorDetail(failure) });
      return serverFieldErrors(failure, formFieldOf);
    }
    if (gate !== 'clear') await recordOverride('case', id!, gate);
    toast({ type: 'success', title: 'app.msg.common.success', message: w.edit.updated });
    void refresh();
    // back on the case saved, not on the list
    navigate(`/lawyer/cases/${id}`);
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
            {/* react-admin's repeatable rows want a resource around them */}
            <ResourceContextProvider value={CASES}>
              <Form record={toForm(record)} onSubmit={save} disableInvalidFormNotification noValidate>
                <UnsavedChangesGuard />
                <InvalidFormToast />
                <CaseEditInputs clients={clients} />
                <EditButtons />
              </Form>
            </ResourceContextProvider>
          </CardContent>
        </Card>
      )}
      {conflicts.dialog}
    </>
  );
};

const caseNumberRequired = required('app.msg.validation.caseNumberRequired');

/** The wizard's four steps as sections of one form, the status taking every value a case may have. */
const CaseEditInputs = ({ clients }: { clients: ReturnType<typeof useClients> }) => {
  const w = useCasesWording();
  const files = useLookup<FileAnswer>('/lawyer/files', w.edit.loadFilesFailed);
  return (
    <>
      <Section title={w.wizard.steps.basic}>
        <BasicInfoStep />
      </Section>
      <Section title={w.wizard.steps.location}>
        <LocationStep />
      </Section>
      <Section title={w.wizard.steps.parties}>
        <PartiesStep clients={clients} />
      </Section>
      <Section title={w.wizard.steps.details}>
        <InputGrid>
          <TextInput source="caseNumber" label={w.fields.caseNumber} validate={caseNumberRequired} fullWidth />
          <NumberInput source="caseYear" label={w.fields.caseYear} step={1} fullWidth />
          <DatePickerInput source="registrationDate" label={w.fields.registrationDate} fullWidth />
          <SelectInput
            source="fileId"
            label={w.fields.file}
            choices={files.data.map((f) => ({ id: f.id, name: [f.fileNumber, f.subject].filter(Boolean).join(' · ') }))}
            isPending={files.isPending}
            emptyText={w.edit.noFile}
            helperText={w.edit.fileHint}
            fullWidth
          />
          <SelectInput source="status" label={w.fields.status} choices={choicesOf(caseStatuses, w.statuses)} validate={requiredField} fullWidth />
          <SelectInput source="priority" label={w.fields.priority} choices={choicesOf(casePriorities, w.priorities)} validate={requiredField} fullWidth />
          <DatePickerInput source="startDate" label={w.fields.startDate} fullWidth />
          <DatePickerInput source="expectedEndDate" label={w.fields.expectedEndDate} fullWidth />
        </InputGrid>
      </Section>
    </>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const EditButtons = () => {
  const w = useCasesWording();
  const { isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
        {isSubmitting ? w.edit.saving : w.edit.save}
      </Button>
      <Button component={RouterLink} to="/lawyer/cases">
        {w.edit.cancel}
      </Button>
      <Box sx={{ flex: 1 }} />
    </Stack>
  );
};
