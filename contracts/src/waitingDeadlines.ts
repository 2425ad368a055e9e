/**
 * Which court deadlines minutes record a reason for, and which of them wait for a date: pure,
 * shared by the server (the deadlines reaction, the final-rulings page, the minutes) and the
 * console. No zod here, so the console can load it as it is.
 */

/** the deadline triggers (contracts/lawyer/deadlines.ts deadlineTriggers) */
export type RecordedTrigger = 'final_ruling' | 'preliminary_ruling' | 'hearing_adjourned';

/** what of the minutes says which rulings (or adjournment) they record */
export interface MinutesRulingFields {
  rulingType?: string | null;
  finalDecision?: boolean | null;
  hasNextHearing?: boolean | null;
  nextHearingDate?: string | null;
  rulingNotificationDate?: string | null;
}

/** The occasions minutes record that deadlines open for: a confirmed final ruling, a preliminary ruling, an adjournment to a dated next hearing. */
export function recordedTriggers(f: MinutesRulingFields): RecordedTrigger[] {
  const out: RecordedTrigger[] = [];
  if (f.rulingType === 'final' && f.finalDecision) out.push('final_ruling');
  if (f.rulingType === 'preliminary') out.push('preliminary_ruling');
  if (f.hasNextHearing && f.nextHearingDate) out.push('hearing_adjourned');
  return out;
}

/** a deadline rule as the firm keeps it (the `deadline_rules` read model, or the rule's own stream) */
export interface WaitingRule {
  id: number;
  trigger: string;
  countFrom: string;
  caseCategory?: string | null;
  isActive?: boolean;
  nameEn: string;
  nameAr: string;
}

/**
 * The deadlines minutes wait to open: every active rule counted from the notification date whose
 * occasion the minutes record (for the case's category, or for all) while they record no
 * notification date, and that has opened no deadline from these minutes yet (`openedRuleIds`). Once
 * the notification date is added, the deadlines reaction opens each of them. `trigger` keeps one
 * occasion only (the final-rulings page: the final ruling's).
 */
export function waitingDeadlines<R extends WaitingRule>(input: {
  minutes: MinutesRulingFields;
  caseCategory: string | null;
  rules: readonly R[];
  openedRuleIds: readonly number[];
  trigger?: RecordedTrigger;
}): R[] {
  const { minutes, caseCategory, rules, openedRuleIds, trigger } = input;
  if (minutes.rulingNotificationDate) return [];
  const recorded = recordedTriggers(minutes).filter((t) => !trigger || t === trigger);
  return rules.filter(
    (r) =>
      r.isActive !== false &&
      r.countFrom === 'notification_date' &&
      recorded.includes(r.trigger as RecordedTrigger) &&
      (!r.caseCategory || r.caseCategory === caseCategory) &&
      !openedRuleIds.includes(r.id),
  );
}
