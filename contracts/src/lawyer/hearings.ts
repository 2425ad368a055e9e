import { z } from 'zod';
import { timesInTwentyFourHours } from '../events/registry.js';
import { CONTINUATION } from './continuation.js';
import { declareEvent, optionalTextOf, storedBlob, storedClockTime, storedDay, text, whole, type EventOf } from '../events/typed.js';

/**
 * A hearing of a case: its events, every version (those written now declared in zod), the union its
 * decider and read models handle, and its stream. What its minutes do to it (adjourned, held,
 * ruled) is recorded here too, by the minutes' reaction.
 */
export const hearingStream = (hearingId: number) => `hearing-${hearingId}`;

// the versions before those written now: read and upcast, never written.
// Version 1 stored the time of day as '02:30 PM', version 2 as '14:30'
const idsV1 = { hearingId: whole(1), caseId: whole(1) };
const hearingFieldsV1 = { hearingDate: storedDay(), hearingTime: text(20), hallName: text(100), onlineLink: optionalTextOf(1000), rollNumber: text(100), whatIsRequested: text(5000) };
declareEvent('HearingScheduled', 1, z.strictObject({ ...idsV1, ...hearingFieldsV1 }));
declareEvent('HearingRescheduled', 1, z.strictObject({ ...idsV1, hearingDate: storedDay(), hearingTime: text(20) }));
declareEvent('HearingDetailsRevised', 1, z.strictObject({ ...idsV1, ...z.strictObject(hearingFieldsV1).partial().shape }));
const hearingFieldsV2 = { ...hearingFieldsV1, hearingTime: storedClockTime() };
const hearingTimeIn24 = timesInTwentyFourHours('hearingTime');
declareEvent('HearingScheduled', 2, z.strictObject({ ...idsV1, ...hearingFieldsV2 }), hearingTimeIn24);
declareEvent('HearingDetailsRevised', 2, z.strictObject({ ...idsV1, ...z.strictObject(hearingFieldsV2).partial().shape }), hearingTimeIn24);

const ids = { hearingId: whole(1), caseId: whole(1) };
const hearingFields = {
  hearingDate: storedDay(),
  hearingTime: storedClockTime(),
  hallName: text(100),
  onlineLink: optionalTextOf(1000),
  rollNumber: text(100),
  whatIsRequested: text(5000),
  whatIsRequestedAr: optionalTextOf(5000),
};

/**
 * Version 3: a hearing the portal schedules by itself (the next hearing its minutes set) says what
 * is requested in both languages, `whatIsRequested` in English and `whatIsRequestedAr` in Arabic,
 * each reader shown theirs (generatedWordingFor); one a person typed has it null. Version 2's
 * generated ones held both in one line and named the hearing by its minutes' number ("Continuation
 * of the hearing of minutes #3 / استكمال الجلسة الواردة في المحضر رقم 3"), which no reader knows: the
 * upcaster gives them the words a next hearing gets when the day it continues is unknown.
 */
export const HearingScheduled = declareEvent('HearingScheduled', 3, z.strictObject({ ...ids, ...hearingFields }), (d, metadata) => {
  const generated = metadata.userType === 'system' && typeof d.whatIsRequested === 'string' && /^Continuation of the hearing of minutes #\d+ \/ .+$/.test(d.whatIsRequested);
  return generated ? { ...d, whatIsRequested: CONTINUATION.en, whatIsRequestedAr: CONTINUATION.ar } : { ...d, whatIsRequestedAr: null };
});
export const HearingRescheduled = declareEvent('HearingRescheduled', 2, z.strictObject({ ...ids, hearingDate: storedDay(), hearingTime: storedClockTime() }), hearingTimeIn24);
/** version 3: what is requested typed anew drops the portal's Arabic wording beside it (`whatIsRequestedAr: null`); only the fields that changed */
export const HearingDetailsRevised = declareEvent('HearingDetailsRevised', 3, z.strictObject({ ...ids, ...z.object(hearingFields).partial().shape }), (d) => d);
export const HearingCancelled = declareEvent('HearingCancelled', 1, z.strictObject(ids));
export const HearingDocumentsFiled = declareEvent('HearingDocumentsFiled', 1, z.strictObject({ ...ids, description: optionalTextOf(2000), documents: z.array(storedBlob()).min(1).max(20) }));
export const HearingMinutesFileAttached = declareEvent('HearingMinutesFileAttached', 1, z.strictObject({ ...ids, file: storedBlob() }));

/** The hearing's status from its minutes: held ('Completed') or ruled ('FinalRuling'); an adjournment is HearingAdjourned. */
export const hearingOutcomes = ['Completed', 'FinalRuling'] as const;
/** What recording minutes does to the hearing. */
export const HearingAdjourned = declareEvent('HearingAdjourned', 1, z.strictObject({ ...ids, reasonId: whole(1), minutesId: whole(1) }));
export const HearingOutcomeRecorded = declareEvent('HearingOutcomeRecorded', 1, z.strictObject({ ...ids, minutesId: whole(1), status: z.enum(hearingOutcomes) }));
/** The minutes that set the hearing's status were deleted: it reads as before them again. */
export const HearingOutcomeWithdrawn = declareEvent('HearingOutcomeWithdrawn', 1, z.strictObject({ ...ids, minutesId: whole(1) }));

export type HearingEvent =
  | EventOf<typeof HearingScheduled>
  | EventOf<typeof HearingRescheduled>
  | EventOf<typeof HearingDetailsRevised>
  | EventOf<typeof HearingCancelled>
  | EventOf<typeof HearingDocumentsFiled>
  | EventOf<typeof HearingMinutesFileAttached>
  | EventOf<typeof HearingAdjourned>
  | EventOf<typeof HearingOutcomeRecorded>
  | EventOf<typeof HearingOutcomeWithdrawn>;

/** a file filed on a hearing, as the `hearings` read model keeps it in `documents` */
export type StoredHearingFile = EventOf<typeof HearingDocumentsFiled>['data']['documents'][number] & {
  index: number;
  position: number;
  documentId: string;
  description: string | null;
  uploadedAt: string;
  /** once renamed */
  name?: string;
};

/** A hearing as the read model keeps it (`hearings`, written by the case views from the hearing's events). */
export type StoredHearing = Omit<EventOf<typeof HearingScheduled>['data'], 'hearingId'> & {
  id: number;
  /** 'Scheduled', 'Adjourned', or what its minutes recorded (hearingOutcomes) */
  status: string;
  documents: StoredHearingFile[];
  minutesFile: (EventOf<typeof HearingMinutesFileAttached>['data']['file'] & { uploadedAt: string }) | null;
  createdAt: string;
  version: number;
  updatedAt: string;
  /** set while minutes adjourn it */
  postponementReasonId?: number | null;
  adjournedByMinutesId?: number | null;
  outcomeMinutesId?: number | null;
};

/** GET /api/hearings/{id}/details (query-api/src/lawyer/minutes.ts): the hearing and the case it belongs to. */
export type HearingDetails = {
  hearing: StoredHearing & { case: { id: number; caseNumber: string | null; titleEn: string | null; titleAr: string | null; caseTypeId: number | null } };
};
