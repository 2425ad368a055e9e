import { minutesProblems } from '@lawfirm/contracts/lawyer/minutesRules.ts';
import type { MinutesFields as ServerMinutesFields } from '@lawfirm/contracts/lawyer/minutes.ts';
import { firmToday } from '../deadlines/deadlineDays';
import type { MinutesFormValues } from './minutesPayload';
import type { Hearing } from './types';

/**
 * The server's rules of minutes (contracts' minutesProblems), checked before saving (form-level,
 * so a rule across two sections names the field to fix): what the choices require and, given the
 * hearing, the chronology (a ruling not after today, a notification not before the ruling, a next
 * hearing after this one). Whether the ruling comes after the case opened the server alone says.
 * Messages are the server's.
 */
export function minutesFormErrors(values: Partial<MinutesFormValues>, hearing?: Pick<Hearing, 'hearingDate' | 'hearingTime'>): Record<string, string> {
  const when = hearing ? { today: firmToday(), hearingDate: hearing.hearingDate.slice(0, 10), hearingTime: hearing.hearingTime, caseOpenedOn: null } : undefined;
  const problems = minutesProblems(values as Partial<ServerMinutesFields>, when).filter((p) => p.field !== 'hearingDate');
  return Object.fromEntries(problems.map((p) => [p.field, `app.msg.${p.key}`]));
}
