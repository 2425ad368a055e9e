import { defineEvent, int, object, optStr, str, day } from '../events/registry.js';

/**
 * A case's final ruling follows the minutes that recorded it (stream `case-{id}`): issued when they
 * record a confirmed final ruling (FinalRulingIssued, in minutes.ts), corrected when they are
 * revised to another date or text, withdrawn when they are deleted or no longer record it.
 */
export const finalRulingWithdrawReasons = ['minutes_removed', 'ruling_removed'] as const;
export type FinalRulingWithdrawReason = (typeof finalRulingWithdrawReasons)[number];

/** why a final ruling was withdrawn, in words (history, notices) */
export const finalRulingWithdrawReasonWording: Record<FinalRulingWithdrawReason, { en: string; ar: string }> = {
  minutes_removed: { en: 'The minutes that recorded the ruling were deleted', ar: 'حُذف المحضر الذي سجّل الحكم' },
  ruling_removed: { en: 'The minutes no longer record the ruling', ar: 'لم يعد المحضر يتضمن الحكم' },
};

const ruling = { hearingId: int(1), minutesId: int(1), rulingDate: day, rulingText: optStr(20_000) };

/** the minutes that recorded the ruling were revised: its date or text corrected */
export const FinalRulingRevised = defineEvent({
  type: 'FinalRulingRevised',
  version: 1,
  schema: object({ caseId: int(1), ...ruling, previousRulingDate: day }),
});

/**
 * The minutes that recorded the ruling were deleted or no longer record it. `standing`: the case's
 * final ruling from then on (another minutes' ruling still recorded), or null.
 */
export const FinalRulingWithdrawn = defineEvent({
  type: 'FinalRulingWithdrawn',
  version: 1,
  schema: object({
    caseId: int(1), hearingId: int(1), minutesId: int(1), rulingDate: day, reason: { enum: [...finalRulingWithdrawReasons] },
    standing: { type: ['object', 'null'], additionalProperties: false, required: Object.keys(ruling), properties: ruling },
  }),
});
