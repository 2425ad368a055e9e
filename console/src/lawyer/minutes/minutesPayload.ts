import { minutesFieldNames, type MinutesFieldName } from '@lawfirm/contracts/lawyer/minutesFields.ts';
import { normalizeTime } from '../../components/forms/timeSlots';
import type { Hearing, Minutes, MinutesFields } from './types';

/** One row of 'Hearing Documents': a react-admin file value and a category. */
export interface DocumentRow {
  file: { rawFile?: File; title?: string } | null;
  categoryId: number | null;
}

export type MinutesFormValues = MinutesFields & { documents: DocumentRow[] };

/** the form's fields, as contracts declare them */
const fieldNames: (keyof MinutesFields)[] = minutesFieldNames;
// and the form's values have no field contracts do not declare
const noOtherField: Exclude<keyof MinutesFields, MinutesFieldName> extends never ? true : never = true;
void noOtherField;

export const emptyDocumentRow: DocumentRow = { file: null, categoryId: null };

/**
 * The form's starting values: the saved minutes as they are when editing (a field the answer
 * lacks takes its default); otherwise the spec's defaults (no ruling, not final, a next hearing
 * expected) with the hearing's time, roll and hall, and the signed-in lawyer as the attending one.
 * One empty document row is always there.
 */
export function initialValues(minutes: Minutes | undefined, hearing: Hearing, me: number | null): MinutesFormValues {
  const base: MinutesFields = {
    hearingTime: hearing.hearingTime ? normalizeTime(hearing.hearingTime) : null,
    rollNumber: hearing.rollNumber,
    hallNumber: hearing.hallName,
    attendedLawyerId: me,
    pleadingLawyerId: null,
    hearingReport: null,
    sessionNotes: null,
    notes: null,
    postponementReasonId: null,
    rulingType: 'no_ruling',
    finalDecision: false,
    finalDecisionDate: null,
    finalDecisionText: null,
    preliminaryRulingDescription: null,
    preliminaryRulingDate: null,
    rulingNotificationDate: null,
    hasNextHearing: true,
    nextHearingDate: null,
    nextTime: null,
    nextRollNumber: null,
    nextHallNumber: null,
  };
  const saved = minutes ? (Object.fromEntries(fieldNames.map((name) => [name, minutes[name] === undefined ? base[name] : minutes[name]])) as unknown as MinutesFields) : base;
  return { ...saved, documents: [{ ...emptyDocumentRow }] };
}

/** The minutes' scalar fields as the API takes them (the document rows are uploaded afterwards). */
export function minutesBody(values: MinutesFormValues): MinutesFields {
  return Object.fromEntries(fieldNames.map((name) => [name, values[name] === undefined || values[name] === '' ? null : values[name]])) as unknown as MinutesFields;
}

/** Rows that hold a chosen file, with the file itself. */
export const rowsWithFiles = (rows: DocumentRow[] | undefined): { file: File; categoryId: number | null }[] =>
  (rows ?? []).flatMap((row) => (row?.file?.rawFile instanceof File ? [{ file: row.file.rawFile, categoryId: row.categoryId ?? null }] : []));

/** The stored file name: characters other than alphanumerics, dot and hyphen become underscores. */
export const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9.-]/g, '_');

/** The ruling section starts open when saved minutes hold a ruling or a confirmed final decision. */
export const rulingOpensAtStart = (minutes: Minutes | undefined): boolean =>
  !!minutes && ((minutes.rulingType && minutes.rulingType !== 'no_ruling') || minutes.finalDecision === true);

/** The next-hearing section starts open when saved minutes name a next hearing. */
export const nextHearingOpensAtStart = (minutes: Minutes | undefined): boolean =>
  !!minutes && minutes.hasNextHearing !== false && !!(minutes.nextHearingDate || minutes.nextTime || minutes.nextRollNumber || minutes.nextHallNumber);
