import { z } from 'zod';
import { defineEvent, int, object, optStr, str } from './events/registry.js';
import { optionalText, requiredText } from './validation.js';

/** What a conflict check is asked: the names of a new client or of a case's opponents, and what identifies them. */
export const conflictCheckInput = z.object({
  names: z
    .array(z.string({ error: 'conflicts.nameRequired' }).max(200), { error: 'conflicts.nameRequired' })
    .max(50)
    .transform((names) => [...new Set(names.map((n) => n.trim()).filter(Boolean))])
    .refine((names) => names.length > 0, { error: 'conflicts.nameRequired' }),
  nationalId: optionalText(50),
  phone: optionalText(50),
  tradeLicense: optionalText(50),
});
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

const overriddenMatch = z.object({
  kind: z.enum(conflictMatchKinds, { error: 'validation.invalidValue' }),
  id: z.string().min(1).max(60),
  nameEn: z.string().max(200),
  nameAr: z.string().max(200).optional().transform((n) => n ?? ''),
  why: z.string().max(1000).optional().transform((w) => w ?? ''),
});
/** Going ahead despite matches: which ones, and why. */
export const conflictOverrideInput = z.object({
  reason: requiredText('conflicts.reasonRequired', 2000),
  matches: z.array(overriddenMatch, { error: 'conflicts.matchesRequired' }).min(1, { error: 'conflicts.matchesRequired' }).max(100),
});

const matchSchema = object({ kind: { enum: [...conflictMatchKinds] }, id: str(60), nameEn: str(200), nameAr: str(200), why: str(1000) });
/** On the case's stream: who (the event's user) went ahead despite which matches of the conflict check, and why. */
export const ConflictOverridden = defineEvent({
  type: 'ConflictOverridden',
  version: 1,
  schema: object({ caseId: int(1), reason: str(2000), matches: { type: 'array', minItems: 1, maxItems: 100, items: matchSchema }, checkedNames: { type: 'array', items: optStr(200), maxItems: 50 } }, ['caseId', 'reason', 'matches']),
});
