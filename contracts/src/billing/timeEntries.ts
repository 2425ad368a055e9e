import { z } from 'zod';
import { declareEvent, storedDay, text, whole, type EventOf } from '../events/typed.js';

/** A lawyer's time on a case, stream `time-entry-{id}`. */
export const timeEntryStream = (timeEntryId: number) => `time-entry-${timeEntryId}`;

/** the activities time is recorded under (the words of each in billingActivityWords) */
export const timeActivities = ['drafting', 'hearing_attendance', 'research', 'client_meeting', 'correspondence', 'review', 'travel', 'other'] as const;
export type TimeActivity = (typeof timeActivities)[number];

/** a day's work at most: an entry longer than that is a typing mistake */
export const MAX_ENTRY_MINUTES = 24 * 60;

/**
 * What a time entry says: the firm's day the work was done (Asia/Dubai), its length in minutes,
 * the activity, a description in the writer's language, whether the client is billed for it and
 * the hourly rate that applied, in fils.
 */
const entryFields = {
  date: storedDay(),
  minutes: whole(1).max(MAX_ENTRY_MINUTES),
  activity: z.enum(timeActivities),
  description: text(2000),
  billable: z.boolean(),
  rateFils: whole(0),
};

/** recorded by `userId` (whose time it is) on a case */
export const TimeEntryRecorded = declareEvent('TimeEntryRecorded', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), userId: whole(1), ...entryFields }));
/** the entry as it now reads, every field (only while no invoice bills it) */
export const TimeEntryChanged = declareEvent('TimeEntryChanged', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), ...entryFields }));
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
