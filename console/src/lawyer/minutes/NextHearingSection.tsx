import { useState } from 'react';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../components/forms/CheckboxInput';
import { CollapsibleSection } from '../../components/display/CollapsibleSection';
import { FormSection } from '../../components/forms/FormSection';
import { TimeSlotInput } from '../../components/forms/TimeSlotInput';
import { useMinutesWording } from './i18n';
import { DatePickerInput } from '../../components/dates/DatePickerInput';

/**
 * The next hearing: date (its label carries an asterisk, though nothing is enforced), time, roll
 * and hall numbers. Ticking 'No next hearing' sets `hasNextHearing` to false and folds it away.
 */
export const NextHearingSection = ({ openAtStart }: { openAtStart: boolean }) => {
  const w = useMinutesWording().form;
  const [open, setOpen] = useState(openAtStart);
  const hasNextHearing = useWatch({ name: 'hasNextHearing' }) !== false;
  return (
    <CollapsibleSection
      title={w.nextHearing}
      open={open}
      onToggle={setOpen}
      disabled={!hasNextHearing}
      action={<CheckboxInput source="hasNextHearing" invert label={w.noNextHearing} onTicked={(none) => setOpen(!none)} />}
    >
      <FormSection>
        <DatePickerInput source="nextHearingDate" label={`${w.nextHearingDate} *`} fullWidth />
        <TimeSlotInput source="nextTime" label={w.nextTime} manualLabel={w.manualTime} />
        <TextInput source="nextRollNumber" label={w.nextRollNumber} fullWidth />
        <TextInput source="nextHallNumber" label={w.nextHallNumber} fullWidth />
      </FormSection>
    </CollapsibleSection>
  );
};
