import type { RaRecord } from 'react-admin';
import type { RulingDeadline } from '../deadlines/api';
import type { WaitingDeadline } from '../deadlines/WaitingForNotification';

export type RulingAge = 'recent' | 'mid' | 'expiring';
export const rulingAges: RulingAge[] = ['recent', 'mid', 'expiring'];

/** GET /api/lawyer/final-rulings?month=current */
export interface FinalRuling extends RaRecord {
  id: number;
  caseId: number;
  caseNumber: string | null;
  clientName: string | null;
  clientNameAr: string | null;
  subject: string | null;
  subjectAr: string | null;
  courtName: string | null;
  courtNameAr: string | null;
  rulingDate: string;
  rulingText: string | null;
  status: RulingAge;
  daysAgo: number;
  remainingDays: number;
  appealDeadlineDays: number;
  /** the court deadlines its minutes opened, open ones first */
  deadlines?: RulingDeadline[];
  /** the minutes that recorded it */
  hearingId?: number | null;
  minutesId?: number | null;
  /** the deadlines its minutes open once they record the day the ruling was notified */
  waitingDeadlines?: WaitingDeadline[];
}
