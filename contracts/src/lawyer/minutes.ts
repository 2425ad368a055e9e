import { z } from 'zod';
import { timesInTwentyFourHours } from '../events/registry.js';
import { declareEvent, optionalStoredClockTime, optionalStoredDay, optionalTextOf, optionalWhole, storedBlob, text, whole, type EventOf } from '../events/typed.js';
import { flag, optionalCalendarDay, optionalClockTime, optionalId, optionalText, recordVersion, wholeNumber } from '../validation.js';
import { dayInBoth } from '../dayFormat.js';
import { CONTINUATION } from './continuation.js';
import type { WaitingDeadline } from './deadlines.js';

/** Minutes of a hearing (lawyer-portal.md "Minutes routes"), stream `minutes-{id}` (minutesStream). */
export const minutesStream = (minutesId: number) => `minutes-${minutesId}`;
export const rulingTypes = ['no_ruling', 'final', 'preliminary'] as const;

const optionalDay = optionalCalendarDay;

export const minutesInput = z.object({
  hearingTime: optionalClockTime(),
  rollNumber: optionalText(100),
  hallNumber: optionalText(100),
  attendedLawyerId: optionalId(),
  pleadingLawyerId: optionalId(),
  attendedLawyer: optionalText(200),
  pleadingLawyer: optionalText(200),
  hearingReport: optionalText(20_000),
  sessionNotes: optionalText(20_000),
  notes: optionalText(20_000),
  postponementReasonId: optionalId(),
  rulingType: z.enum(rulingTypes, { error: 'validation.invalidValue' }).optional().transform((r) => r ?? 'no_ruling'),
  finalDecision: flag(false),
  finalDecisionDate: optionalDay(),
  finalDecisionText: optionalText(20_000),
  preliminaryRulingDescription: optionalText(20_000),
  preliminaryRulingDate: optionalDay(),
  /** the day the ruling was notified to the parties: deadlines counted from notification start there */
  rulingNotificationDate: optionalDay(),
  hasNextHearing: flag(true),
  nextHearingDate: optionalDay(),
  nextTime: optionalClockTime(),
  nextRollNumber: optionalText(100),
  nextHallNumber: optionalText(100),
  version: recordVersion,
});
export type MinutesInput = z.infer<typeof minutesInput>;
export type MinutesFields = Omit<MinutesInput, 'version'>;

export { minutesFieldLabels, minutesFieldNames, type MinutesFieldName } from './minutesFields.js';

const fields = {
  hearingTime: optionalTextOf(20), rollNumber: optionalTextOf(100), hallNumber: optionalTextOf(100), attendedLawyerId: optionalWhole(1), pleadingLawyerId: optionalWhole(1),
  attendedLawyer: optionalTextOf(200), pleadingLawyer: optionalTextOf(200), hearingReport: optionalTextOf(20_000), sessionNotes: optionalTextOf(20_000), notes: optionalTextOf(20_000),
  postponementReasonId: optionalWhole(1), rulingType: z.enum(rulingTypes), finalDecision: z.boolean(), finalDecisionDate: optionalStoredDay(), finalDecisionText: optionalTextOf(20_000),
  preliminaryRulingDescription: optionalTextOf(20_000), preliminaryRulingDate: optionalStoredDay(), hasNextHearing: z.boolean(), nextHearingDate: optionalStoredDay(), nextTime: optionalTextOf(20),
  nextRollNumber: optionalTextOf(100), nextHallNumber: optionalTextOf(100),
};
const ids = { minutesId: whole(1), hearingId: whole(1), caseId: whole(1) };
// the versions before those written now: read and upcast, never written. Version 1, before the ruling's notification date
declareEvent('HearingMinutesRecorded', 1, z.strictObject({ ...ids, ...fields }));
declareEvent('HearingMinutesRevised', 1, z.strictObject({ ...ids, ...z.strictObject(fields).partial().shape }));
const fieldsV2 = { ...fields, rulingNotificationDate: optionalStoredDay() };
declareEvent('HearingMinutesRecorded', 2, z.strictObject({ ...ids, ...fieldsV2 }), (d) => ({ rulingNotificationDate: null, ...d }));
declareEvent('HearingMinutesRevised', 2, z.strictObject({ ...ids, ...z.strictObject(fieldsV2).partial().shape }), (d) => d);
const timesIn24 = timesInTwentyFourHours('hearingTime', 'nextTime');
const minutesIds = { minutesId: whole(1), hearingId: whole(1), caseId: whole(1) };
const minutesFields = z.strictObject({
  hearingTime: optionalStoredClockTime(),
  rollNumber: optionalTextOf(100),
  hallNumber: optionalTextOf(100),
  attendedLawyerId: optionalWhole(1),
  pleadingLawyerId: optionalWhole(1),
  attendedLawyer: optionalTextOf(200),
  pleadingLawyer: optionalTextOf(200),
  hearingReport: optionalTextOf(20_000),
  sessionNotes: optionalTextOf(20_000),
  notes: optionalTextOf(20_000),
  postponementReasonId: optionalWhole(1),
  rulingType: z.enum(rulingTypes),
  finalDecision: z.boolean(),
  finalDecisionDate: optionalStoredDay(),
  finalDecisionText: optionalTextOf(20_000),
  preliminaryRulingDescription: optionalTextOf(20_000),
  preliminaryRulingDate: optionalStoredDay(),
  hasNextHearing: z.boolean(),
  nextHearingDate: optionalStoredDay(),
  nextTime: optionalStoredClockTime(),
  nextRollNumber: optionalTextOf(100),
  nextHallNumber: optionalTextOf(100),
  rulingNotificationDate: optionalStoredDay(),
});
/** version 3: the hearing's and the next hearing's times of day stored 24-hour ('14:30', not '02:30 PM') */
export const HearingMinutesRecorded = declareEvent('HearingMinutesRecorded', 3, z.strictObject({ ...minutesIds, ...minutesFields.shape }), timesIn24);
/** only the fields that changed */
export const HearingMinutesRevised = declareEvent('HearingMinutesRevised', 3, z.strictObject({ ...minutesIds, ...minutesFields.partial().shape }), timesIn24);
export const HearingMinutesRemoved = declareEvent('HearingMinutesRemoved', 1, z.strictObject(minutesIds));
export const MinutesDocumentAttached = declareEvent(
  'MinutesDocumentAttached',
  1,
  z.strictObject({ ...minutesIds, documentId: text(40), originalName: text(255), categoryId: optionalWhole(1), file: storedBlob() }),
);
/** Minutes' events as their decider writes them; their documents renamed or removed are documents.ts's */
export type MinutesEvent = EventOf<typeof HearingMinutesRecorded> | EventOf<typeof HearingMinutesRevised> | EventOf<typeof HearingMinutesRemoved> | EventOf<typeof MinutesDocumentAttached>;


/**
 * `POST /api/objects/upload`: a signed, short-lived, single-use URL to PUT one file to, when it
 * expires and the most bytes it takes (command-api/src/uploads/routes.ts); sent back in
 * `minutesDocumentsInput` once the file is there.
 */
export type UploadSlot = { uploadURL: string; expiresAt: string; maxBytes: number };

/** Signed, short-lived, single-use upload URLs of the minutes document flow. */
export const minutesDocumentsInput = z.object({
  documents: z
    .array(
      z.object({
        uploadURL: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(2000),
        fileName: optionalText(255),
        originalName: optionalText(255),
        fileSize: wholeNumber().pipe(z.number().min(0, { error: 'validation.invalidNumber' })).optional(),
        mimeType: optionalText(200),
        categoryId: optionalId(),
      }),
      { error: 'validation.invalidType' },
    )
    .min(1, { error: 'validation.selectFiles' })
    .max(20, { error: 'validation.tooLong' }),
});

/** a file PUT to an upload URL, stream `upload-{id}`, then claimed (once) by the minutes it was uploaded for */
export const uploadStream = (uploadId: string) => `upload-${uploadId}`;
export const UploadReceived = declareEvent('UploadReceived', 1, z.strictObject({ uploadId: text(40), file: storedBlob() }));
export const UploadClaimed = declareEvent('UploadClaimed', 1, z.strictObject({ uploadId: text(40), minutesId: whole(1) }));

/**
 * What the next hearing the minutes schedule asks for, in both languages: the continuation of the
 * hearing they record, named by its day as a day is written (never by the minutes' number).
 */
export const nextHearingRequest = (hearingDay: unknown): { en: string; ar: string } => {
  const day = dayInBoth(hearingDay);
  return day.en ? { en: `Continuation of the hearing of ${day.en}`, ar: `استكمال الجلسة المنعقدة بتاريخ ${day.ar}` } : { ...CONTINUATION };
};

/** Minutes as the read model keeps them (`hearing_minutes`, written by the case views from the minutes' events). */
export type StoredMinutes = Omit<EventOf<typeof HearingMinutesRecorded>['data'], 'minutesId'> & {
  id: number;
  documentIds: string[];
  documentCount: number;
  createdAt: string;
  createdBy: number;
  version: number;
  updatedAt: string;
};

/** Minutes with the names their screens show: GET /api/hearings/{id}/minutes-history's items (query-api/src/lawyer/minutes.ts). */
export type MinutesAnswer = StoredMinutes & {
  postponementReasonEn: string | null;
  postponementReasonAr: string | null;
  attendedLawyerNameEn: string | null;
  attendedLawyerNameAr: string | null;
  pleadingLawyerNameEn: string | null;
  pleadingLawyerNameAr: string | null;
  noRulingThisSession: boolean;
};

/** A document of minutes: GET /api/hearing-minutes/{id}/documents (the stored file's reference is not sent). */
export type MinutesDocumentAnswer = {
  id: string;
  minutesId: number;
  hearingId: number;
  caseId: number;
  originalName: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  categoryId: number | null;
  createdAt: string;
  /** once renamed */
  version?: number;
  updatedAt?: string;
  categoryEn: string | null;
  categoryAr: string | null;
  /** its createdAt */
  uploadDate: string;
  /** where the console downloads it */
  filePath: string;
};

/** GET /api/hearing-minutes/{id}: the minutes, their documents and the deadlines they open once they record the day the ruling was notified. */
export type MinutesWithDocuments = MinutesAnswer & { documents: MinutesDocumentAnswer[]; waitingDeadlines: WaitingDeadline[] };
