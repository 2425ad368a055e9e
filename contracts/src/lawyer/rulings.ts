import { z } from 'zod';
import { declareEvent, optionalTextOf, storedDay, whole } from '../events/typed.js';

/**
 * A case's final ruling follows the minutes that recorded it (stream `case-{id}`): issued when they
 * record a confirmed final ruling (FinalRulingIssued), corrected when they are
 * revised to another date or text, withdrawn when they are deleted or no longer record it.
 */
export const finalRulingWithdrawReasons = ['minutes_removed', 'ruling_removed'] as const;
export type FinalRulingWithdrawReason = (typeof finalRulingWithdrawReasons)[number];

/** why a final ruling was withdrawn, in words (history, notices) */
export const finalRulingWithdrawReasonWording: Record<FinalRulingWithdrawReason, { en: string; ar: string }> = {
  minutes_removed: { en: 'The minutes that recorded the ruling were deleted', ar: 'حُذف المحضر الذي سجّل الحكم' },
  ruling_removed: { en: 'The minutes no longer record the ruling', ar: 'لم يعد المحضر يتضمن الحكم' },
};

const ruling = { hearingId: whole(1), minutesId: whole(1), rulingDate: storedDay(), rulingText: optionalTextOf(20_000) };

/** the minutes recorded a confirmed final ruling */
export const FinalRulingIssued = declareEvent('FinalRulingIssued', 1, z.strictObject({ caseId: whole(1), ...ruling }));

/** the minutes that recorded the ruling were revised: its date or text corrected */
export const FinalRulingRevised = declareEvent('FinalRulingRevised', 1, z.strictObject({ caseId: whole(1), ...ruling, previousRulingDate: storedDay() }));

/**
 * The minutes that recorded the ruling were deleted or no longer record it. `standing`: the case's
 * final ruling from then on (another minutes' ruling still recorded), or null.
 */
export const FinalRulingWithdrawn = declareEvent(
  'FinalRulingWithdrawn',
  1,
  z.strictObject({
    caseId: whole(1), hearingId: whole(1), minutesId: whole(1), rulingDate: storedDay(), reason: z.enum(finalRulingWithdrawReasons),
    standing: z.strictObject(ruling).nullable(),
  }),
);
