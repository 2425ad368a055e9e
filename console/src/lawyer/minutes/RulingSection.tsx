import { useState } from 'react';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../components/forms/CheckboxInput';
import { CollapsibleSection } from '../../components/display/CollapsibleSection';
import { FormSection } from '../../components/forms/FormSection';
import { useMinutesWording } from './i18n';
import { rulingTypeValues, type RulingType } from './types';
import { DatePickerInput } from '../../components/dates/DatePickerInput';
import { useDeadlineWording } from '../deadlines/DeadlineDays';

/**
 * The final judicial ruling, folded away unless the saved minutes hold one: the ruling type;
 * 'final' asks to confirm the final decision, and only then for its date and text;
 * 'preliminary' asks for its description and date. Either asks when the ruling was notified,
 * where deadlines counted from notification start.
 */
export const RulingSection = ({ openAtStart }: { openAtStart: boolean }) => {
  const w = useMinutesWording();
  const [open, setOpen] = useState(openAtStart);
  const rulingType = useWatch({ name: 'rulingType' }) as RulingType;
  const confirmed = useWatch({ name: 'finalDecision' }) === true;
  const choices = rulingTypeValues.map((id) => ({ id, name: w.rulingTypes[id] }));
  return (
    <CollapsibleSection title={w.form.ruling} open={open} onToggle={setOpen}>
      <RadioButtonGroupInput source="rulingType" label={w.form.rulingType} choices={choices} row helperText={false} />
      {rulingType === 'final' && (
        <>
          <CheckboxInput source="finalDecision" label={w.form.confirmFinal} />
          {confirmed && (
            <>
              <FormSection>
                <DatePickerInput source="finalDecisionDate" label={w.form.finalDecisionDate} fullWidth />
                <NotificationDate />
              </FormSection>
              <TextInput source="finalDecisionText" label={w.form.finalDecisionText} multiline minRows={3} fullWidth />
            </>
          )}
        </>
      )}
      {rulingType === 'preliminary' && (
        <>
          <TextInput source="preliminaryRulingDescription" label={w.form.preliminaryDescription} multiline minRows={3} fullWidth />
          <FormSection>
            <DatePickerInput source="preliminaryRulingDate" label={w.form.preliminaryDate} fullWidth />
            <NotificationDate />
          </FormSection>
        </>
      )}
    </CollapsibleSection>
  );
};

const NotificationDate = () => {
  const { minutes: w } = useDeadlineWording();
  return <DatePickerInput source="rulingNotificationDate" label={w.notificationDate} helperText={w.notificationHint} fullWidth />;
};
