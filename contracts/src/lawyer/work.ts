import type { rulingAge } from '../calendarDays.js';
import type { taskStatuses } from './cases.js';
import type { RulingDeadline, WaitingDeadline } from './deadlines.js';

/**
 * What the query API answers for the lawyer's own day (query-api/src/lawyer/work.ts): the dashboard,
 * the calendar, the tasks and the final rulings. The console reads these types, not copies of them.
 */

export type TaskStatus = (typeof taskStatuses)[number];

/** GET /api/lawyer/my-tasks */
export type LawyerTask = {
  id: number;
  title: string;
  description: string | null;
  /** a task the portal made: its Arabic wording (title and description are then the English); null for what a person typed */
  titleAr: string | null;
  descriptionAr: string | null;
  date: string | null;
  time: string | null;
  status: TaskStatus;
  notes: string | null;
  /** the Arabic of a note the portal wrote (a task cancelled with what it was made for); null for what a person typed */
  notesAr: string | null;
  caseId: number | null;
  caseTitle: string | null;
  caseTitleAr: string | null;
  caseNumber: string | null;
  /** what made the task, as its document holds it; null for what a person typed */
  source: unknown;
};

/** how old a ruling is against its appeal period (rulingAge's status) */
export type RulingAge = ReturnType<typeof rulingAge>['status'];

/** GET /api/lawyer/final-rulings (?month=current) */
export type FinalRuling = {
  /** the case's id */
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
  /** the first open court deadline its minutes opened (else the earliest closed one) */
  deadline: RulingDeadline | null;
  /** the court deadlines its minutes opened, open ones first */
  deadlines: RulingDeadline[];
  /** the minutes that recorded it */
  hearingId: number | null;
  minutesId: number | null;
  /** the deadlines its minutes open once they record the day the ruling was notified */
  waitingDeadlines: WaitingDeadline[];
};

/** GET /api/lawyer/dashboard-stats */
export type DashboardStats = {
  totalCases: number;
  activeCases: number;
  /** hearings of the lawyer's cases from today to the end of the month */
  upcomingHearings: number;
  finalRulingsThisMonth: number;
};

/** A hearing of today, as GET /api/lawyer/today-cases lists it (`id` is the case's). */
export type TodayCase = {
  id: number;
  hearingId: number;
  caseNumber: string | null;
  caseTypeEn: string | null;
  caseTypeAr: string | null;
  nextAction: string | null;
  /** the portal's Arabic wording of the next action, when it wrote it (a next hearing the minutes set) */
  nextActionAr: string | null;
  hearingTime: string | null;
  clientNameEn: string | null;
  clientNameAr: string | null;
  courtNameEn: string | null;
  courtNameAr: string | null;
};

/** A task or meeting of GET /api/lawyer/calendar. */
export type FeedAppointment = {
  id: number;
  type: 'task' | 'meeting';
  date: string;
  time: string | null;
  titleEn: string | null;
  titleAr: string | null;
  /** a task the portal made has both; what a person typed is the same in both */
  descriptionEn: string | null;
  descriptionAr: string | null;
  status: string | null;
  notes: string | null;
  /** the Arabic of a note the portal wrote (a task cancelled with what it was made for); null for what a person typed */
  notesAr: string | null;
  participant: string | null;
  caseId: number | null;
  caseNumber: string | null;
  clientNameEn: string | null;
  clientNameAr: string | null;
};

/** A hearing of the office in GET /api/lawyer/calendar; `isMine` when the signed-in lawyer is on its case ('Your Case'). */
export type FeedHearing = {
  id: number;
  hearingDate: string;
  hearingTime: string | null;
  hallName: string | null;
  caseId: number;
  caseNumber: string | null;
  caseTitleEn: string | null;
  caseTitleAr: string | null;
  courtNameEn: string | null;
  courtNameAr: string | null;
  lawyerId: number | null;
  lawyerNameEn: string | null;
  lawyerNameAr: string | null;
  status: string | null;
  isMine: boolean;
  /** its latest minutes; null when it has none, or when its case is not the caller's to open */
  minutesId: number | null;
};

/** GET /api/lawyer/calendar */
export type CalendarFeed = {
  myTasks: FeedAppointment[];
  myMeetings: FeedAppointment[];
  allHearings: FeedHearing[];
};
