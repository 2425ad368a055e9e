import { SelectInput, TextInput } from 'react-admin';
import { TextField } from '@mui/material';
import { FormSection } from '../../components/forms/FormSection';
import { SectionCard } from '../../components/display/SectionCard';
import { TimeSlotInput } from '../../components/forms/TimeSlotInput';
import { useLanguage } from '../../i18n/language';
import { courtDateText, useShowsHijri } from '../../components/dates/CourtDate';
import { useMinutesWording } from './i18n';
import type { useMinutesLookups } from './useMinutesLookups';

type Choices = ReturnType<typeof useMinutesLookups>['lawyers']['choices'];

/** Hearing information: the hearing's date (read-only), time, roll and hall numbers, the two lawyers. */
export const HearingInfoSection = ({ hearingDate, lawyers }: { hearingDate: string; lawyers: Choices }) => {
  const w = useMinutesWording().form;
  const language = useLanguage();
  const hijri = useShowsHijri();
  return (
    <SectionCard title={w.hearingInfo}>
      <FormSection>
        <TextField
          label={w.hearingDate}
          value={courtDateText(hearingDate, language, hijri)}
          slotProps={{ input: { readOnly: true } }}
          size="small"
          fullWidth
          sx={{ mb: 2.5 }}
        />
        <TimeSlotInput source="hearingTime" label={w.hearingTime} manualLabel={w.manualTime} />
        <TextInput source="rollNumber" label={w.rollNumber} fullWidth />
        <TextInput source="hallNumber" label={w.hallNumber} fullWidth />
        <SelectInput source="attendedLawyerId" label={w.attendedLawyer} choices={lawyers} emptyText={w.noLawyer} fullWidth />
        <SelectInput source="pleadingLawyerId" label={w.pleadingLawyer} choices={lawyers} emptyText={w.noLawyer} fullWidth />
      </FormSection>
    </SectionCard>
  );
};
