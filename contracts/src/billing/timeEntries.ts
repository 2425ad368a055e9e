import { z } from 'zod';
import { declareEvent, storedDay, text, whole, type EventOf } from '../events/typed.js';

/** A lawyer's time on a case, stream `time-entry-{id}`. */
export const timeEntryStream = (timeEntryId: number) => `time-entry-${timeEntryId}`;

/** the standard activities time is recorded under (their words `billing.activity.*`), part of every firm's list */
export const timeActivities = ['drafting', 'hearing_attendance', 'research', 'client_meeting', 'correspondence', 'review', 'travel', 'other'] as const;
export type StandardTimeActivity = (typeof timeActivities)[number];
/**
 * An activity of the firm's list as an entry names it: a standard one's key ('drafting') or one the
 * firm added, `activity-{id}` of its catalogue record (timeActivities.ts, stream `time-activity-{id}`).
 */
export type TimeActivity = string;
/** a standard key or a firm activity's key; whether the firm offers it is the decider's (from the event store) */
export const TIME_ACTIVITY_PATTERN = new RegExp(`^(?:${timeActivities.join('|')}|activity-[1-9][0-9]{0,11})$`);

/** a day's work at most: an entry longer than that is a typing mistake */
export const MAX_ENTRY_MINUTES = 24 * 60;

/**
 * What a time entry says: the firm's day the work was done (Asia/Dubai), its length in minutes,
 * the activity, a description in the writer's language, whether the client is billed for it and
 * the hourly rate that applied, in fils.
 */
const entryFieldsV1 = {
  date: storedDay(),
  minutes: whole(1).max(MAX_ENTRY_MINUTES),
  activity: z.enum(timeActivities),
  description: text(2000),
  billable: z.boolean(),
  rateFils: whole(0),
};
// version 1, when the activities were the standard ones only: read as version 2 as it is, never written
declareEvent('TimeEntryRecorded', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), userId: whole(1), ...entryFieldsV1 }));
declareEvent('TimeEntryChanged', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), ...entryFieldsV1 }));

/** as version 1, the activity one of the firm's list: a standard key or `activity-{id}` */
const entryFields = { ...entryFieldsV1, activity: z.string().regex(TIME_ACTIVITY_PATTERN) };

/** recorded by `userId` (whose time it is) on a case */
export const TimeEntryRecorded = declareEvent('TimeEntryRecorded', 2, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), userId: whole(1), ...entryFields }), (d) => d);
/** the entry as it now reads, every field (only while no invoice bills it) */
export const TimeEntryChanged = declareEvent('TimeEntryChanged', 2, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), ...entryFields }), (d) => d);
export const TimeEntryDeleted = declareEvent('TimeEntryDeleted', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1) }));
/** put on an invoice's draft: from now on it is billed and cannot change */
export const TimeEntryBilled = declareEvent('TimeEntryBilled', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), invoiceId: whole(1) }));
/** its draft was voided: unbilled again */
export const TimeEntryUnbilled = declareEvent('TimeEntryUnbilled', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), invoiceId: whole(1) }));

export type TimeEntryEvent =
  | EventOf<typeof TimeEntryRecorded>
  | EventOf<typeof TimeEntryChanged>
  | EventOf<typeof TimeEntryDeleted>
  | EventOf<typeof TimeEntryBilled>
  | EventOf<typeof TimeEntryUnbilled>;

/**
 * GET /api/billing/time-entries/totals: the sums of the entries the list answers with the same
 * `filter` (and the same scope), every page of it: their time, the billable part of it, and their
 * amounts at their rates (each entry rounded to the fils as an invoice's line is, then added).
 */
export interface TimeEntryTotalsAnswer {
  entries: number;
  minutes: number;
  billableMinutes: number;
  /** every entry's amount, AED text ("1500.00") */
  amount: string;
  amountFils: number;
  /** the billable entries' amount */
  billableAmount: string;
  billableAmountFils: number;
}

export type TimeEntryFields = z.output<z.ZodObject<typeof entryFields>>;

/**
 * A time entry as GET /api/billing/time-entries answers it: its `time_entries` document (the
 * projection's), with its case's number and titles and the clients of its case.
 */
export interface TimeEntryAnswer {
  id: number;
  caseId: number;
  /** the lawyer whose time it is */
  userId: number;
  caseNumber: string | null;
  titleEn: string | null;
  titleAr: string | null;
  clientIds: number[];
  /** the firm's day of the work */
  date: string;
  minutes: number;
  activity: TimeActivity;
  description: string;
  billable: boolean;
  rateFils: number;
  /** the hourly rate in AED, "600.00" */
  rate: string;
  /** the invoice that bills it; null while unbilled */
  invoiceId: number | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
