// Without zod: the console checks minutes with these same rules before saving.
import type { MessageKey } from '../messages.js';
import { minutesOfClockTime } from '../clockTime.js';
import type { MinutesFields } from './minutes.js';

/** What the minutes are checked against besides themselves: the firm's day and the hearing they are of. */
export interface MinutesChronology {
  /** the firm's today (its time zone), yyyy-MM-dd */
  today: string;
  /** the hearing the minutes record */
  hearingDate: string;
  hearingTime: string | null;
  /** the day the case opened (its start or registration date), null when it has neither */
  caseOpenedOn: string | null;
}

export interface MinutesProblem {
  field: string;
  key: MessageKey;
}

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/**
 * The rules of minutes: what their choices require (a preliminary ruling its description and date,
 * a postponement reason a next hearing) and, when the chronology is known, that they come in
 * order: minutes only for a hearing held by today; a ruling not after today nor before the case
 * opened; a notification not before the ruling nor after today; a next hearing after the hearing it
 * follows. Days compare as text (yyyy-MM-dd).
 */
export function minutesProblems(f: Partial<MinutesFields>, when?: MinutesChronology): MinutesProblem[] {
  const problems: MinutesProblem[] = [];
  const add = (field: string, key: MessageKey) => problems.some((p) => p.field === field) || problems.push({ field, key });
  const preliminary = f.rulingType === 'preliminary';
  const final = f.rulingType === 'final' && f.finalDecision === true;
  if (preliminary && !filled(f.preliminaryRulingDescription)) add('preliminaryRulingDescription', 'validation.preliminaryDescriptionRequired');
  if (preliminary && !filled(f.preliminaryRulingDate)) add('preliminaryRulingDate', 'validation.preliminaryDateRequired');
  if (filled(f.postponementReasonId) && !(f.hasNextHearing !== false && filled(f.nextHearingDate))) add('postponementReasonId', 'validation.postponementNeedsNextHearing');

  const rulingField = final ? 'finalDecisionDate' : preliminary ? 'preliminaryRulingDate' : null;
  const ruled = final ? f.finalDecisionDate : preliminary ? f.preliminaryRulingDate : null;
  const notified = final || preliminary ? f.rulingNotificationDate : null;
  if (ruled && notified && notified < ruled) add('rulingNotificationDate', 'validation.notificationBeforeRuling');
  if (!when) return problems;

  if (when.hearingDate > when.today) add('hearingDate', 'validation.minutesForFutureHearing');
  if (rulingField && ruled) {
    if (ruled > when.today) add(rulingField, 'validation.futureDate');
    else if (when.caseOpenedOn && ruled < when.caseOpenedOn) add(rulingField, 'validation.rulingBeforeCaseOpened');
  }
  if (notified && notified > when.today) add('rulingNotificationDate', 'validation.futureDate');
  if (f.hasNextHearing !== false && f.nextHearingDate) {
    const next = f.nextHearingDate;
    const sameDayLater = next === when.hearingDate && (minutesOfClockTime(f.nextTime ?? null) ?? -1) > (minutesOfClockTime(when.hearingTime) ?? 24 * 60);
    if (next < when.hearingDate || (next === when.hearingDate && !sameDayLater)) add('nextHearingDate', 'validation.nextHearingNotAfter');
  }
  return problems;
}
