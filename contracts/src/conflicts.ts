import { z } from 'zod';
import { defineEvent, int, object, optStr, str } from './events/registry.js';
import { optionalId, optionalText, requiredText } from './validation.js';

/** What a conflict check is asked: the names of a new client or of a case's opponents, and what identifies them. */
export const conflictCheckInput = z
  .object({
    names: z
      .array(optionalText(200), { error: 'conflicts.nameRequired' })
      .max(50, { error: 'validation.tooLong' })
      .optional()
      .transform((names) => [...new Set((names ?? []).filter((n): n is string => n !== null))]),
    nationalId: optionalText(50),
    phone: optionalText(50),
    tradeLicense: optionalText(50),
    /** a file's client, already one of the firm's: its Emirates ID and phone are checked too, and it is not reported against itself */
    clientId: optionalId(),
    /** the case the opponents are added to: its own opponents are not reported against it */
    caseId: optionalId(),
  })
  // a file's client brings its own names
  .refine((input) => input.names.length > 0 || input.clientId !== null, { error: 'conflicts.nameRequired', path: ['names'] });
export type ConflictCheckInput = z.infer<typeof conflictCheckInput>;

export const conflictMatchKinds = ['client', 'opponent'] as const;
export const conflictFields = ['name', 'nationalId', 'phone', 'tradeLicense'] as const;

/** One record the check found, and why, in both languages. */
export interface ConflictMatch {
  kind: (typeof conflictMatchKinds)[number];
  /** a client's id; for an opponent, `{caseId}:{index of the defendant}` */
  id: string;
  nameEn: string;
  nameAr: string;
  caseId: number | null;
  caseNumber: string | null;
  caseTitleEn: string | null;
  caseTitleAr: string | null;
  reasons: { field: (typeof conflictFields)[number]; en: string; ar: string }[];
}

/** a text of the body as the event keeps it: '' for none */
const textOrEmpty = (max: number) => optionalText(max).transform((t) => t ?? '');
const overriddenMatch = z.object({
  kind: z.enum(conflictMatchKinds, { error: 'validation.invalidValue' }),
  id: requiredText('validation.required', 60),
  nameEn: textOrEmpty(200),
  nameAr: textOrEmpty(200),
  why: textOrEmpty(1000),
  whyAr: optionalText(1000).transform((w) => w ?? undefined).optional(),
});
/** Going ahead despite matches: which ones, why, and the names that were checked. */
export const conflictOverrideInput = z.object({
  reason: requiredText('conflicts.reasonRequired', 2000),
  matches: z.array(overriddenMatch, { error: 'conflicts.matchesRequired' }).min(1, { error: 'conflicts.matchesRequired' }).max(100),
  checkedNames: z
    .array(optionalText(200), { error: 'validation.invalidType' })
    .max(50, { error: 'validation.tooLong' })
    .optional()
    .transform((names) => (names ?? []).filter((n): n is string => n !== null)),
});

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
