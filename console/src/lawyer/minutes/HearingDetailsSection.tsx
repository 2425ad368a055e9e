import { SelectInput, TextInput } from 'react-admin';
import { SectionCard } from '../../components/display/SectionCard';
import { useMinutesWording } from './i18n';
import type { useMinutesLookups } from './useMinutesLookups';

type Choices = ReturnType<typeof useMinutesLookups>['reasons']['choices'];

/** Hearing details: the report, the session's notes and a postponement reason (or none). */
export const HearingDetailsSection = ({ reasons }: { reasons: Choices }) => {
  const w = useMinutesWording().form;
  return (
    <SectionCard title={w.hearingDetails}>
      <TextInput source="hearingReport" label={w.hearingReport} multiline minRows={4} fullWidth />
      <TextInput source="sessionNotes" label={w.sessionNotes} multiline minRows={2} fullWidth />
      <SelectInput source="postponementReasonId" label={w.postponementReason} choices={reasons} emptyText={w.noPostponement} fullWidth />
    </SectionCard>
  );
};
