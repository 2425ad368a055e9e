import { Stack } from '@mui/material';
import { Form, ResourceContextProvider, SaveButton, TextInput } from 'react-admin';
import { getSessionUser } from '../../auth/session';
import { SectionCard } from '../../components/display/SectionCard';
import { MINUTES } from './api';
import { DocumentRows } from './DocumentRows';
import { MinutesDocuments } from './MinutesDocuments';
import { HearingDetailsSection } from './HearingDetailsSection';
import { HearingInfoSection } from './HearingInfoSection';
import { useMinutesWording } from './i18n';
import { initialValues, nextHearingOpensAtStart, rulingOpensAtStart, type MinutesFormValues } from './minutesPayload';
import { minutesFormErrors } from './minutesRules';
import { NextHearingSection } from './NextHearingSection';
import { RulingSection } from './RulingSection';
import type { Hearing, Minutes } from './types';
import { useMinutesLookups } from './useMinutesLookups';
import { useSaveMinutes } from './useSaveMinutes';
import { UnsavedChangesGuard } from '../../components/forms/UnsavedChanges';
import { InvalidFormToast } from '../../components/forms/InvalidFormToast';
import { NOT_CONFIRMED } from '../../components/forms/DialogForm';
import { useConfirmUnusualHearing } from '../unusualHearing/ConfirmUnusualHearing';
import { nextHearingOf } from '../unusualHearing/unusualHearing';

interface MinutesFormProps {
  caseId: string;
  hearing: Hearing;
  /** the saved minutes when editing */
  minutes?: Minutes;
}

/**
 * The minutes form's sections and 'Save Minutes' (react-admin Form; the fields are optional, the
 * choices' rules in minutesRules). A next hearing on a day off or outside the court hours is
 * asked about before anything is sent.
 */
export const MinutesForm = ({ caseId, hearing, minutes }: MinutesFormProps) => {
  const w = useMinutesWording().form;
  const { lawyers, reasons, categories } = useMinutesLookups();
  const user = getSessionUser();
  const save = useSaveMinutes({ caseId, hearingId: hearing.id, minutes });
  const unusual = useConfirmUnusualHearing();
  const submit = async (values: MinutesFormValues) => {
    const next = nextHearingOf(values);
    if (next && !(await unusual.confirm(next, nextHearingOf(minutes)))) return NOT_CONFIRMED;
    return save(values);
  };
  const defaults = initialValues(minutes, hearing, user?.userType === 'employee' ? Number(user.id) : null);
  return (
    <ResourceContextProvider value={MINUTES}>
      <Form<MinutesFormValues> defaultValues={defaults} validate={(values) => minutesFormErrors(values, hearing)} onSubmit={(values: Partial<MinutesFormValues>) => submit(values as MinutesFormValues)} sanitizeEmptyValues={false} disableInvalidFormNotification noValidate>
        <UnsavedChangesGuard />
        <InvalidFormToast />
        <Stack spacing={2}>
          <HearingInfoSection hearingDate={hearing.hearingDate} lawyers={lawyers.choices} />
          <HearingDetailsSection reasons={reasons.choices} />
          <RulingSection openAtStart={rulingOpensAtStart(minutes)} />
          <NextHearingSection openAtStart={nextHearingOpensAtStart(minutes)} />
          {minutes && <MinutesDocuments documents={minutes.documents ?? []} title={w.attachedDocuments} />}
          <DocumentRows categories={categories.choices} />
          <SectionCard title={w.additionalNotes}>
            <TextInput source="notes" label={w.notes} multiline minRows={3} fullWidth />
          </SectionCard>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton label={w.save} alwaysEnable />
          </Stack>
        </Stack>
      </Form>
      {unusual.dialog}
    </ResourceContextProvider>
  );
};
