import { z } from 'zod';
import { deadlineTaskCancelledNote, hearingTaskCancelledNote, rulingTaskCancelledNote } from './automation.js';
import { declareEvent, optionalStoredDay, optionalTextOf, optionalWhole, storedBlob, text, whole, type EventOf } from '../events/typed.js';
import type { FinalRulingIssued, FinalRulingRevised, FinalRulingWithdrawn } from './rulings.js';
import { calendarDay, clockTime, idNumber, optionalCalendarDay, optionalId, optionalText, recordVersion, requiredText, wholeNumber } from '../validation.js';

/** A case (lawyer-portal.md "Cases"), stream `case-{id}` (caseStream); its hearings, appointments and documents have streams of their own. */
export const caseStatuses = ['draft', 'active', 'open', 'in_progress', 'on_hold', 'closed'] as const;
export const casePriorities = ['low', 'medium', 'high'] as const;
export const caseUpdateTypes = ['Status Change', 'Document Added', 'Meeting', 'Call', 'Email', 'Other'] as const;

const optionalDate = optionalCalendarDay;

const plaintiff = z.object({
  clientId: idNumber('validation.atLeastOneClient'),
  name: optionalText(200),
  role: requiredText('validation.roleRequired', 100),
  type: z.literal('client').optional().transform(() => 'client' as const),
});
const defendant = z.object({
  name: requiredText('validation.fullNameRequired', 200),
  role: requiredText('validation.roleRequired', 100),
  contactInfo: optionalText(300),
});

const lawyerIdList = () => z.array(idNumber('validation.atLeastOneLawyer'), { error: 'validation.atLeastOneLawyer' }).max(50);
const caseYear = () =>
  z.union([z.literal(''), z.null(), wholeNumber().pipe(z.number().min(1950, { error: 'validation.invalidNumber' }).max(2100, { error: 'validation.invalidNumber' }))]).optional().transform((y) => (typeof y === 'number' ? y : null));
const plaintiffList = () => z.array(plaintiff, { error: 'validation.atLeastOneClient' }).min(1, { error: 'validation.atLeastOneClient' }).max(50, { error: 'validation.tooLong' });
const defendantList = () => z.array(defendant, { error: 'validation.invalidType' }).max(50, { error: 'validation.tooLong' });

/**
 * The wizard sends `lawyerIds`; the spec's own payload names one responsible `lawyerId`. Either (or both) is
 * accepted: the responsible lawyer comes first, then the others, each once.
 */
const withLawyerId = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { lawyerId, lawyerIds, ...rest } = body as { lawyerId?: unknown; lawyerIds?: unknown };
  const named = lawyerId === undefined || lawyerId === null || lawyerId === '' || Number(lawyerId) === 0 ? [] : [lawyerId];
  return { ...rest, lawyerIds: lawyerIds === undefined ? named : Array.isArray(lawyerIds) ? [...named, ...lawyerIds] : lawyerIds };
};

export const caseInput = z.preprocess(withLawyerId, z.object({
  titleEn: requiredText('validation.titleEnRequired', 300),
  titleAr: requiredText('validation.titleArRequired', 300),
  descriptionEn: optionalText(10_000),
  descriptionAr: optionalText(10_000),
  summary: optionalText(10_000),
  caseTypeId: idNumber('validation.caseTypeRequired'),
  regionId: idNumber('validation.emirateRequired'),
  courtId: optionalId(),
  districtId: optionalId(),
  fileId: optionalId(),
  plaintiffs: plaintiffList(),
  defendants: defendantList().optional().transform((d) => d ?? []),
  lawyerIds: lawyerIdList().min(1, { error: 'validation.atLeastOneLawyer' }).transform((ids) => [...new Set(ids)]),
  status: z.enum(['draft', 'active', 'on_hold'], { error: 'validation.invalidValue' }).optional().transform((s) => s ?? 'draft'),
  priority: z.enum(casePriorities, { error: 'validation.invalidValue' }).optional().transform((p) => p ?? 'medium'),
  startDate: optionalDate(),
  expectedEndDate: optionalDate(),
  caseNumber: optionalText(40),
  caseYear: caseYear(),
  registrationDate: optionalDate(),
}));
export type CaseInput = z.infer<typeof caseInput>;

export const caseEditInput = z.object({
  titleEn: requiredText('validation.titleEnRequired', 300),
  titleAr: requiredText('validation.titleArRequired', 300),
  descriptionEn: optionalText(10_000),
  descriptionAr: optionalText(10_000),
  summary: optionalText(10_000),
  status: z.enum(caseStatuses, { error: 'validation.invalidValue' }).optional().transform((s) => s ?? 'open'),
  priority: z.enum(casePriorities, { error: 'validation.invalidValue' }).optional().transform((p) => p ?? 'medium'),
  startDate: optionalDate(),
  expectedEndDate: optionalDate(),
  // what the wizard collects; a field left out keeps its value, one sent is checked as the wizard checks it
  caseTypeId: idNumber('validation.caseTypeRequired').optional(),
  regionId: idNumber('validation.emirateRequired').optional(),
  courtId: optionalId().optional(),
  districtId: optionalId().optional(),
  fileId: optionalId().optional(),
  plaintiffs: plaintiffList().optional(),
  defendants: defendantList().optional(),
  lawyerIds: lawyerIdList().min(1, { error: 'validation.atLeastOneLawyer' }).optional(),
  caseNumber: requiredText('validation.caseNumberRequired', 40).optional(),
  // left empty, the year and registration date the case has stay
  caseYear: caseYear().transform((y) => y ?? undefined),
  registrationDate: optionalDate().transform((d) => d ?? undefined),
  version: recordVersion,
});
export type CaseEditInput = z.infer<typeof caseEditInput>;

export const caseStream = (caseId: number) => `case-${caseId}`;

// the parties as the wizard sent them (caseInput's plaintiffs and defendants)
const parties = () => z.array(z.looseObject({})).max(50);
const caseFields = z.strictObject({
  caseNumber: text(40),
  titleEn: text(300),
  titleAr: text(300),
  descriptionEn: optionalTextOf(10_000),
  descriptionAr: optionalTextOf(10_000),
  summary: optionalTextOf(10_000),
  caseTypeId: whole(1),
  regionId: whole(1),
  courtId: optionalWhole(1),
  districtId: optionalWhole(1),
  fileId: optionalWhole(1),
  plaintiffs: parties(),
  defendants: parties(),
  lawyerIds: z.array(whole(1)).max(50),
  status: z.enum(caseStatuses),
  priority: z.enum(casePriorities),
  startDate: optionalStoredDay(),
  expectedEndDate: optionalStoredDay(),
  caseYear: optionalWhole(1950),
  registrationDate: optionalStoredDay(),
  createdBy: optionalWhole(1),
});
export const CaseOpened = declareEvent('CaseOpened', 1, z.strictObject({ caseId: whole(1), ...caseFields.shape }));
/** only the fields that changed */
export const CaseDetailsRevised = declareEvent('CaseDetailsRevised', 1, z.strictObject({ caseId: whole(1), ...caseFields.partial().shape }));
export const CaseStatusChanged = declareEvent('CaseStatusChanged', 1, z.strictObject({ caseId: whole(1), from: z.enum(caseStatuses), to: z.enum(caseStatuses) }));
export const CaseUpdateLogged = declareEvent('CaseUpdateLogged', 1, z.strictObject({ caseId: whole(1), updateId: text(40), updateType: z.enum(caseUpdateTypes), updateText: text(10_000) }));

/** A case's events as its decider writes them: its details, status and updates, and the final ruling its minutes record (rulings.ts) */
export type CaseEvent =
  | EventOf<typeof CaseOpened>
  | EventOf<typeof CaseDetailsRevised>
  | EventOf<typeof CaseStatusChanged>
  | EventOf<typeof CaseUpdateLogged>
  | EventOf<typeof FinalRulingIssued>
  | EventOf<typeof FinalRulingRevised>
  | EventOf<typeof FinalRulingWithdrawn>;

export const caseUpdateInput = z.object({
  updateType: z.enum(caseUpdateTypes, { error: 'validation.invalidValue' }),
  updateText: requiredText('validation.updateTextRequired', 10_000),
});

// hearings: stream `hearing-{id}`, their events in hearings.ts
export const hearingStatuses = ['Scheduled', 'Adjourned', 'Completed', 'FinalRuling', 'Cancelled', 'Postponed'] as const;
export const hearingInput = z.object({
  hearingDate: calendarDay('validation.dateRequired'),
  hearingTime: clockTime(),
  hallName: requiredText('validation.hallNameRequired', 100),
  onlineLink: optionalText(1000),
  rollNumber: requiredText('validation.rollNumberRequired', 100),
  whatIsRequested: requiredText('validation.descriptionRequired', 5000),
  version: recordVersion,
});
export type HearingInput = z.infer<typeof hearingInput>;
// appointments (meetings and tasks): stream `appointment-{id}`
export const appointmentTypes = ['meeting', 'task'] as const;
export const appointmentStatuses = ['pending', 'scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const taskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const appointmentInput = z.object({
  type: z.enum(appointmentTypes, { error: 'validation.invalidValue' }),
  title: requiredText('validation.titleRequired', 300),
  description: requiredText('validation.agendaRequired', 5000),
  date: calendarDay('validation.dateRequired'),
  time: clockTime(),
  participant: optionalText(300),
  assignedTo: optionalId(),
});
/** an automated task made relative to a hearing: it follows the hearing's day at this offset (calendar days) while nobody has touched it */
export interface FollowsHearing {
  hearingId: number;
  offsetDays: number;
}
/**
 * an automated task made when a final ruling was recorded: it follows the ruling's date at this offset
 * (calendar days) while nobody has touched it, and goes with it. `issuedRevision`: the revision of
 * the case's FinalRulingIssued it was made for (a ruling withdrawn and recorded again makes tasks of its own).
 */
export interface FollowsRuling {
  minutesId: number;
  offsetDays: number;
  issuedRevision: number;
}
/** an automated task made when a court deadline opened: it follows the deadline's due day at this offset (calendar days) while nobody has touched it */
export interface FollowsDeadline {
  deadlineId: number;
  offsetDays: number;
}
/** why a task moved by itself: its hearing moved, the date of the final ruling it was made for was corrected, or its court deadline moved */
export const appointmentMoveReasons = ['hearing_moved', 'ruling_corrected', 'deadline_moved'] as const;
export type AppointmentMoveReason = (typeof appointmentMoveReasons)[number];
export const appointmentMoveReasonWording: Record<AppointmentMoveReason, { en: string; ar: string }> = {
  hearing_moved: { en: 'Its hearing moved', ar: 'تغيّر موعد جلستها' },
  ruling_corrected: { en: 'The date of the final ruling it was made for was corrected', ar: 'صُحّح تاريخ الحكم النهائي الذي أُنشئت من أجله' },
  deadline_moved: { en: 'The court deadline it was made for moved', ar: 'تغيّر تاريخ استحقاق الموعد القضائي الذي أُنشئت من أجله' },
};
/** the notes the portal writes by itself on a task it cancels (what it was made for is gone), each in both languages */
export const taskCancelledNotes = [hearingTaskCancelledNote, rulingTaskCancelledNote, deadlineTaskCancelledNote] as const;
export const appointmentStatusInput = z.object({ status: z.enum(appointmentStatuses, { error: 'validation.invalidValue' }), notes: optionalText(5000) });
export const taskUpdateInput = z.object({ status: z.enum(taskStatuses, { error: 'validation.invalidValue' }), notes: optionalText(5000) });

// case documents: stream `case-document-{id}`
export const caseDocumentStream = (documentId: number) => `case-document-${documentId}`;
export const CaseDocumentFiled = declareEvent(
  'CaseDocumentFiled',
  1,
  z.strictObject({ documentId: whole(1), caseId: whole(1), name: text(300), category: optionalTextOf(200), categoryId: optionalWhole(1), file: storedBlob() }),
);
export const caseDocumentInput = z.object({
  name: requiredText('validation.documentNameRequired', 300),
  category: requiredText('validation.documentTypeRequired', 200),
});

type NamedBoth = { nameEn: string | null; nameAr: string | null };

/**
 * GET /api/lawyer/cases/{id}/summary: what every lawyer of the firm already sees of any case on the
 * office calendar, for a case the caller is not on (query-api/src/lawyer/cases.ts).
 */
export type CaseSummary = {
  id: number;
  caseNumber: string;
  titleEn: string;
  titleAr: string;
  status: string;
  court: NamedBoth | null;
  lawyers: (NamedBoth & { id: number })[];
  /** whether the caller may open the case itself */
  mayOpen: boolean;
  hearings: { id: number; hearingDate: string; hearingTime: string; hallName: string; status: string }[];
};

/**
 * A party of a case as GET /api/lawyer/cases/{id} gives it: a plaintiff with its client's names
 * (`name`, `nameEn`, `nameAr`), a defendant as the wizard sent it (the stored parties are loose objects).
 */
export type CaseParty = {
  [field: string]: unknown;
  name?: string | null;
  nameEn?: string | null;
  nameAr?: string | null;
  role?: string | null;
  contactInfo?: string | null;
};

/** A case's final ruling as its read model keeps it (views/caseViews.ts): the minutes that recorded it, its day and text, when it was recorded. */
export type CaseFinalRuling = { hearingId: number; minutesId: number; rulingDate: string; rulingText: string | null; recordedAt: string };

/**
 * A `cases` document (contracts' caseViews, GET /api/cases/{id} as it is): the case as its events
 * left it, its version and times, and its final ruling once its minutes record one.
 */
export type CaseDocument = { id: number } & z.output<typeof caseFields> & { createdAt: string; version: number; updatedAt: string; finalRuling?: CaseFinalRuling | null };

/**
 * GET /api/lawyer/cases/{id} (also `?asOf=`): the case's document with the names its page shows
 * (its plaintiffs' clients, emirate, court, district, type, file and lawyers) and its tabs' counts.
 */
export type CaseDetailAnswer = Omit<CaseDocument, 'plaintiffs' | 'defendants'> & {
  plaintiffs: CaseParty[];
  defendants: CaseParty[];
  /** its first plaintiff's names */
  clientName: string | null;
  clientNameAr: string | null;
  emirate: NamedBoth | null;
  court: NamedBoth | null;
  district: NamedBoth | null;
  caseTypeNameEn: string | null;
  caseTypeNameAr: string | null;
  file: { id: number; fileNumber: string | null; subject: string | null } | null;
  lawyers: (NamedBoth & { id: number })[];
  counts: { hearings: number; appointments: number; documents: number; updates: number };
};

/** A file filed on a hearing, as GET /api/lawyer/cases/{id}/hearings (`documents`) and /api/hearings/{id}/documents give it. */
export type HearingFileAnswer = {
  /** `{position}-{index}` */
  id: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  description: string | null;
  uploadedAt: string;
  /** where the console downloads it */
  url: string;
};

/** A case of a client, whoever its lawyer: GET /api/lawyer/cases-by-client/{clientId} (newest first). */
export type ClientCase = {
  id: number;
  caseNumber: string;
  titleEn: string;
  titleAr: string;
  status: string;
  createdAt: string;
  fileId: number | null;
  /** its first lawyer's names */
  lawyerNameEn: string | null;
  lawyerNameAr: string | null;
  /** whether the caller may open it (else its summary) */
  mayOpen: boolean;
};
