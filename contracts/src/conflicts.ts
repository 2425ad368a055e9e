import { z } from 'zod';
import { defineEvent, int, object, optStr, str } from './events/registry.js';
import { declareEvent, optionalTextOf, optionalWhole, text, whole } from './events/typed.js';
import { idNumber, optionalId, optionalText, requiredText } from './validation.js';

/** The records a conflict check is run for (one being created or changed), each overridden on its own stream. */
export const conflictRecords = ['client', 'file', 'case'] as const;
export type ConflictRecord = (typeof conflictRecords)[number];
export const conflictRecordWording: Record<ConflictRecord, { en: string; ar: string }> = {
  client: { en: 'A new or changed client', ar: 'عميل جديد أو معدّل' },
  file: { en: 'A new or changed file', ar: 'ملف جديد أو معدّل' },
  case: { en: 'A new or changed case', ar: 'قضية جديدة أو معدّلة' },
};

/** What is checked: the names of a new client or of a case's opponents, and what identifies them. */
const conflictSubject = {
  names: z
    .array(optionalText(200), { error: 'conflicts.nameRequired' })
    .max(20, { error: 'validation.tooLong' })
    .optional()
    .transform((names) => [...new Set((names ?? []).filter((n): n is string => n !== null))]),
  nationalId: optionalText(50),
  phone: optionalText(50),
  tradeLicense: optionalText(50),
  /** a file's client, already one of the firm's: its Emirates ID and phone are checked too, and it is not reported against itself */
  clientId: optionalId(),
  /** a case's clients (its plaintiffs who are the firm's clients), checked as a file's client is: our client as someone else's opponent */
  clientIds: z
    .array(idNumber('validation.invalidValue'), { error: 'validation.invalidType' })
    .max(20, { error: 'validation.tooLong' })
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
};
// a file's or a case's clients bring their own names
const somethingToCheck = (input: { names: string[]; clientId: number | null; clientIds: number[] }) => input.names.length > 0 || input.clientId !== null || input.clientIds.length > 0;

/** A conflict check: for which record (the caller must be allowed to create or change it), on what. */
export const conflictCheckInput = z
  .object({
    record: z.enum(conflictRecords, { error: 'conflicts.recordRequired' }),
    ...conflictSubject,
    /** the case the opponents are added to: its own opponents are not reported against it */
    caseId: optionalId(),
  })
  .refine(somethingToCheck, { error: 'conflicts.nameRequired', path: ['names'] });
export type ConflictCheckInput = z.infer<typeof conflictCheckInput>;

export const conflictMatchKinds = ['client', 'opponent'] as const;
export const conflictFields = ['name', 'nationalId', 'phone', 'tradeLicense'] as const;

/**
 * One record the check found, and why, in both languages. A record the caller may not open is
 * `restricted`: no name, number, case or id of it, only whom to ask.
 */
export interface ConflictMatch {
  kind: (typeof conflictMatchKinds)[number];
  /** a client's id; for an opponent, `{caseId}:{index of the defendant}`; for a restricted match, its place in the answer */
  id: string;
  restricted: boolean;
  nameEn: string;
  nameAr: string;
  caseId: number | null;
  caseNumber: string | null;
  caseTitleEn: string | null;
  caseTitleAr: string | null;
  reasons: { field: (typeof conflictFields)[number]; en: string; ar: string }[];
}

/** `POST /api/conflicts/check`: the matches of the names as the caller may see them (none: clear). */
export type ConflictCheckAnswer = { matches: ConflictMatch[] };

/**
 * Going ahead despite matches, and why: the subject that was checked, which the server checks
 * again to record what it finds (never matches sent by the client).
 */
export const conflictOverrideInput = z
  .object({ reason: requiredText('conflicts.reasonRequired', 2000), ...conflictSubject })
  .refine(somethingToCheck, { error: 'conflicts.nameRequired', path: ['names'] });
export type ConflictOverrideInput = z.infer<typeof conflictOverrideInput>;

/** The records a conflict check is overridden on, each on its own stream, named by its id field. */
export const conflictOverrideRecords = { client: 'clientRecordId', file: 'fileId', case: 'caseId' } as const;

const matchSchema = object({ kind: { enum: [...conflictMatchKinds] }, id: str(60), nameEn: str(200), nameAr: str(200), why: str(1000), whyAr: str(1000) }, ['kind', 'id', 'nameEn', 'nameAr', 'why']);
/**
 * On the stream of the record gone ahead with (a client, a file, a case): who (the event's user)
 * went ahead despite which matches of the conflict check, and why.
 */
export const ConflictOverridden = defineEvent({
  type: 'ConflictOverridden',
  version: 1,
  schema: {
    ...object(
      { caseId: int(1), fileId: int(1), clientRecordId: int(1), reason: str(2000), matches: { type: 'array', minItems: 1, maxItems: 100, items: matchSchema }, checkedNames: { type: 'array', items: optStr(200), maxItems: 50 } },
      ['reason', 'matches'],
    ),
    oneOf: Object.values(conflictOverrideRecords).map((idField) => ({ required: [idField] })),
  },
});

/**
 * A conflict check, for the audit log: on the stream `conflict-checks-{admin|employee}-{id}` of who
 * ran it, what was checked for which record, and how many matches it found (and how many of them
 * the checker could not open).
 */
export const ConflictChecked = declareEvent(
  'ConflictChecked',
  1,
  z.strictObject({
    checkedFor: z.enum(conflictRecords),
    names: z.array(text(200)).max(20),
    nationalId: optionalTextOf(50).optional(),
    phone: optionalTextOf(50).optional(),
    tradeLicense: optionalTextOf(50).optional(),
    clientId: optionalWhole(1).optional(),
    clientIds: z.array(whole(1)).max(20).optional(),
    caseId: optionalWhole(1).optional(),
    found: whole(0),
    restricted: whole(0),
  }),
);
