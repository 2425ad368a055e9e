import type { MinutesFormValues } from './minutesPayload';

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/**
 * The rules the server applies to minutes, checked before saving (form-level, so a rule across
 * two sections names the field to fix): a preliminary ruling needs its description and date, a
 * postponement reason needs a next hearing with its date. Messages are the server's.
 */
export function minutesFormErrors(values: Partial<MinutesFormValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.rulingType === 'preliminary') {
    if (!filled(values.preliminaryRulingDescription)) errors.preliminaryRulingDescription = 'app.msg.validation.preliminaryDescriptionRequired';
    if (!filled(values.preliminaryRulingDate)) errors.preliminaryRulingDate = 'app.msg.validation.preliminaryDateRequired';
  }
  if (filled(values.postponementReasonId) && !(values.hasNextHearing !== false && filled(values.nextHearingDate))) errors.postponementReasonId = 'app.msg.validation.postponementNeedsNextHearing';
  return errors;
}
