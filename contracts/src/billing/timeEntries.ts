import { z } from 'zod';
import { declareEvent, storedDay, text, whole, type EventOf } from '../events/typed.js';

/** A lawyer's time on a case, a client file or a consultation, stream `time-entry-{id}`. */
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

// version 2, when time was on a case only: read as version 3 as it is (a case's entry), never written
declareEvent('TimeEntryRecorded', 2, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), userId: whole(1), ...entryFields }), (d) => d);
declareEvent('TimeEntryChanged', 2, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), ...entryFields }), (d) => d);
declareEvent('TimeEntryDeleted', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1) }));
declareEvent('TimeEntryBilled', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), invoiceId: whole(1) }));
declareEvent('TimeEntryUnbilled', 1, z.strictObject({ timeEntryId: whole(1), caseId: whole(1), invoiceId: whole(1) }));

/** what time is on: one of the firm's cases, client files or consultations */
export const matterKinds = ['case', 'file', 'consultation'] as const;
export type MatterKind = (typeof matterKinds)[number];
export interface TimeEntryMatter {
  kind: MatterKind;
  id: number;
}
/** the field of an event (and of the API's body) that names a matter of each kind */
export const matterField = { case: 'caseId', file: 'fileId', consultation: 'consultationId' } as const satisfies Record<MatterKind, string>;
/**
 * A time entry's events name its matter by one of three fields, the others absent: `caseId` as
 * before files and consultations had time (a case's history finds its entries by it), `fileId` or
 * `consultationId`.
 */
const matterOfEvent = { caseId: whole(1).optional(), fileId: whole(1).optional(), consultationId: whole(1).optional() };
export type MatterFields = { caseId?: number; fileId?: number; consultationId?: number };
/** the one matter an event names */
export function matterIn(d: MatterFields): TimeEntryMatter {
  if (d.caseId !== undefined) return { kind: 'case', id: d.caseId };
  if (d.fileId !== undefined) return { kind: 'file', id: d.fileId };
  if (d.consultationId !== undefined) return { kind: 'consultation', id: d.consultationId };
  throw new Error('a time entry event names no matter');
}
/** a matter as the API answers it: the id of its kind set, the other two null */
export const matterIdsOf = (m: TimeEntryMatter): Record<(typeof matterField)[MatterKind], number | null> => ({
  caseId: m.kind === 'case' ? m.id : null,
  fileId: m.kind === 'file' ? m.id : null,
  consultationId: m.kind === 'consultation' ? m.id : null,
});
/** a matter as an event names it: `{ fileId: 3 }` */
export const matterFieldsOf = (m: TimeEntryMatter): MatterFields => ({ [matterField[m.kind]]: m.id });

/** recorded by `userId` (whose time it is) on a matter */
export const TimeEntryRecorded = declareEvent('TimeEntryRecorded', 3, z.strictObject({ timeEntryId: whole(1), ...matterOfEvent, userId: whole(1), ...entryFields }), (d) => d);
/** the entry as it now reads, every field (only while no invoice bills it) */
export const TimeEntryChanged = declareEvent('TimeEntryChanged', 3, z.strictObject({ timeEntryId: whole(1), ...matterOfEvent, ...entryFields }), (d) => d);
export const TimeEntryDeleted = declareEvent('TimeEntryDeleted', 2, z.strictObject({ timeEntryId: whole(1), ...matterOfEvent }), (d) => d);
/** put on an invoice's draft: from now on it is billed and cannot change */
export const TimeEntryBilled = declareEvent('TimeEntryBilled', 2, z.strictObject({ timeEntryId: whole(1), ...matterOfEvent, invoiceId: whole(1) }), (d) => d);
/** its draft was voided: unbilled again */
export const TimeEntryUnbilled = declareEvent('TimeEntryUnbilled', 2, z.strictObject({ timeEntryId: whole(1), ...matterOfEvent, invoiceId: whole(1) }), (d) => d);

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
 * projection's), with its matter's number and titles and the clients of its matter.
 */
export interface TimeEntryAnswer {
  id: number;
  matterKind: MatterKind;
  /** the one of the three its matter is; the others null */
  caseId: number | null;
  fileId: number | null;
  consultationId: number | null;
  /** the lawyer whose time it is */
  userId: number;
  /** the case's number or the file's; null for a consultation */
  matterNumber: string | null;
  /** the case's titles, a file's subject (in both), a consultation's service's names (null without one) */
  matterTitleEn: string | null;
  matterTitleAr: string | null;
  /** a consultation's day (the firm's); null for a case or a file */
  matterDay: string | null;
  /** the clients of its matter: a case's plaintiffs that are clients, a file's or consultation's client */
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
