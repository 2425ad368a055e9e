import { z } from 'zod';
import { declareEvent, storedDay, text, whole, type EventOf } from '../events/typed.js';
import { optionalCalendarDay, requiredText } from '../validation.js';
import type { MessageKey } from '../messages.js';
import { formatAed, parseAed, vatTreatments, type Fils, type VatTreatment } from './money.js';

/**
 * How a case is billed, stream `fee-arrangement-{caseId}`: by the hour (every case without an
 * arrangement), or a fixed fee in stages, each billed once it is marked reached. On a fixed-fee
 * case the time is still recorded (work in progress, the lawyers' figures) but no draft bills it.
 */
export const feeArrangementStream = (caseId: number) => `fee-arrangement-${caseId}`;

export const feeKinds = ['hourly', 'fixedFee'] as const;
export type FeeKind = (typeof feeKinds)[number];

/** a stage's id as the API names it (`filing`, `judgment-1`): lower-case letters, digits and hyphens */
export const STAGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** the most stages an arrangement holds */
export const MAX_FEE_STAGES = 50;

const stageFields = z.strictObject({
  stageId: z.string().min(1).max(40),
  /** free text, in the writer's language: the invoice line's description */
  description: text(2000),
  amountFils: whole(1),
  /** as an invoice line's: `standard` is the draft's treatment of fees, the others the stage's own */
  vat: z.enum(vatTreatments),
});

/** the case's arrangement as it now reads, every stage (a stage billed stays as it was) */
export const FeeArrangementSet = declareEvent(
  'FeeArrangementSet',
  1,
  z.strictObject({ caseId: whole(1), kind: z.enum(feeKinds), stages: z.array(stageFields).max(MAX_FEE_STAGES), setBy: whole(1) }),
);
/** a stage of a fixed fee reached on a firm day: a draft bills it from then on */
export const FeeStageReached = declareEvent('FeeStageReached', 1, z.strictObject({ caseId: whole(1), stageId: z.string().min(1).max(40), reachedOn: storedDay(), markedBy: whole(1) }));
/** stages put on an invoice's draft (in the draft's append): billed, and no longer changed or removed */
export const FeeStagesBilled = declareEvent('FeeStagesBilled', 1, z.strictObject({ caseId: whole(1), invoiceId: whole(1), stageIds: z.array(z.string().min(1).max(40)).min(1) }));
/** their draft was voided: unbilled again */
export const FeeStagesUnbilled = declareEvent('FeeStagesUnbilled', 1, z.strictObject({ caseId: whole(1), invoiceId: whole(1), stageIds: z.array(z.string().min(1).max(40)).min(1) }));

export type FeeArrangementEvent =
  | EventOf<typeof FeeArrangementSet>
  | EventOf<typeof FeeStageReached>
  | EventOf<typeof FeeStagesBilled>
  | EventOf<typeof FeeStagesUnbilled>;

export interface FeeStageTerms {
  stageId: string;
  description: string;
  amountFils: Fils;
  vat: VatTreatment;
}
export interface FeeStage extends FeeStageTerms {
  /** the firm's day it was marked reached; null until then */
  reachedOn: string | null;
  /** the invoice whose draft bills it; null while unbilled */
  invoiceId: number | null;
}
export interface FeeArrangement {
  caseId: number;
  kind: FeeKind;
  stages: FeeStage[];
}

/** a case without an arrangement is billed by the hour */
export const hourlyArrangement = (caseId: number): FeeArrangement => ({ caseId, kind: 'hourly', stages: [] });

/** the arrangement after one of its events (a stage set again keeps its day reached and its invoice) */
export function feeArrangementAfter(a: FeeArrangement, event: FeeArrangementEvent): FeeArrangement {
  switch (event.type) {
    case 'FeeArrangementSet': {
      const d = event.data;
      const before = new Map(a.stages.map((s) => [s.stageId, s]));
      return {
        caseId: d.caseId,
        kind: d.kind,
        stages: d.stages.map((s) => ({ ...s, reachedOn: before.get(s.stageId)?.reachedOn ?? null, invoiceId: before.get(s.stageId)?.invoiceId ?? null })),
      };
    }
    case 'FeeStageReached':
      return { ...a, stages: a.stages.map((s) => (s.stageId === event.data.stageId ? { ...s, reachedOn: event.data.reachedOn } : s)) };
    case 'FeeStagesBilled':
      return { ...a, stages: a.stages.map((s) => (event.data.stageIds.includes(s.stageId) ? { ...s, invoiceId: event.data.invoiceId } : s)) };
    case 'FeeStagesUnbilled':
      return { ...a, stages: a.stages.map((s) => (event.data.stageIds.includes(s.stageId) && s.invoiceId === event.data.invoiceId ? { ...s, invoiceId: null } : s)) };
  }
}

/** what refuses an arrangement: the field at fault and the wording */
export interface FeeProblem {
  field: string;
  key: MessageKey;
}

/**
 * The rules of an arrangement set anew over what the case has: a fixed fee has at least one stage
 * and an hourly arrangement none; stage ids are unique and each amount more than nothing; a stage
 * already billed is neither removed nor changed (its description, amount or VAT). None: it holds.
 */
export function feeArrangementProblems(current: FeeArrangement, kind: FeeKind, stages: readonly FeeStageTerms[]): FeeProblem[] {
  const problems: FeeProblem[] = [];
  if (kind === 'fixedFee' && stages.length === 0) problems.push({ field: 'stages', key: 'billing.fixedFeeNeedsStages' });
  if (kind === 'hourly' && stages.length > 0) problems.push({ field: 'stages', key: 'billing.hourlyHasNoStages' });
  if (stages.length > MAX_FEE_STAGES) problems.push({ field: 'stages', key: 'billing.tooManyStages' });
  const seen = new Set<string>();
  stages.forEach((s, i) => {
    if (!STAGE_ID_PATTERN.test(s.stageId)) problems.push({ field: `stages.${i}.stageId`, key: 'billing.invalidStageId' });
    else if (seen.has(s.stageId)) problems.push({ field: `stages.${i}.stageId`, key: 'billing.stageIdTwice' });
    seen.add(s.stageId);
    if (!Number.isSafeInteger(s.amountFils) || s.amountFils < 1) problems.push({ field: `stages.${i}.amount`, key: 'billing.invalidStageAmount' });
  });
  for (const billed of current.stages.filter((s) => s.invoiceId !== null)) {
    const i = stages.findIndex((s) => s.stageId === billed.stageId);
    if (i < 0) problems.push({ field: 'stages', key: 'billing.billedStageRemoved' });
    else if (kind !== 'fixedFee' || stages[i].description !== billed.description || stages[i].amountFils !== billed.amountFils || stages[i].vat !== billed.vat)
      problems.push({ field: `stages.${i}`, key: 'billing.billedStageChanged' });
  }
  return problems;
}

/** a stage a draft may bill: reached, unbilled, of a fixed-fee case */
export interface UnbilledStage extends FeeStageTerms {
  caseId: number;
  reachedOn: string;
}

/** the stages of an arrangement a draft bills: a fixed fee's, reached and not billed (none on an hourly case) */
export const unbilledStages = (a: FeeArrangement): UnbilledStage[] =>
  a.kind !== 'fixedFee' ? [] : a.stages.flatMap((s) => (s.reachedOn !== null && s.invoiceId === null ? [{ caseId: a.caseId, stageId: s.stageId, description: s.description, amountFils: s.amountFils, vat: s.vat, reachedOn: s.reachedOn }] : []));

/** a stage's line is taxed as the draft taxes fees when the stage is standard rated, as the stage says otherwise */
export const stageVat = (stage: VatTreatment, invoiceVat: VatTreatment = 'standard'): VatTreatment => (stage === 'standard' ? invoiceVat : stage);

/** an amount in AED as people type it, kept in fils; more than nothing, at most two decimals */
const stageAmount = z
  .union([z.number({ error: 'billing.invalidStageAmount' }), z.string({ error: 'billing.invalidStageAmount' })], { error: 'billing.invalidStageAmount' })
  .transform((v, ctx) => {
    const fils = parseAed(String(v));
    if (fils === null || fils < 1) {
      ctx.addIssue({ code: 'custom', message: 'billing.invalidStageAmount' });
      return z.NEVER;
    }
    return fils;
  });

/** an arrangement as the API takes it (PUT): `hourly`, or `fixedFee` with its stages (id, description, amount in AED, VAT) */
export const feeArrangementInput = z.object({
  kind: z.enum(feeKinds, { error: 'billing.invalidFeeKind' }),
  stages: z
    .array(
      z.object({
        stageId: z.string({ error: 'billing.invalidStageId' }).regex(STAGE_ID_PATTERN, { error: 'billing.invalidStageId' }),
        description: requiredText('validation.required', 2000),
        amount: stageAmount,
        vat: z.enum(vatTreatments, { error: 'validation.invalidValue' }).optional().transform((v) => v ?? 'standard'),
      }),
      { error: 'validation.invalidValue' },
    )
    .max(MAX_FEE_STAGES, { error: 'billing.tooManyStages' })
    .optional()
    .transform((v) => v ?? []),
});
export type FeeArrangementInput = z.output<typeof feeArrangementInput>;

/** a stage marked reached: the firm's day (today when left out) */
export const feeStageReachedInput = z.object({ reachedOn: optionalCalendarDay() });

/** a stage as a case's arrangement answers it: its amount as AED text ("1000.00") and in fils */
export interface FeeStageAnswer {
  stageId: string;
  description: string;
  amount: string;
  amountFils: Fils;
  vat: VatTreatment;
  reachedOn: string | null;
  invoiceId: number | null;
}
/** a case's arrangement as GET (and the commands on) /api/billing/cases/:caseId/fee-arrangement answer it; `version` its stream's */
export interface FeeArrangementAnswer {
  caseId: number;
  kind: FeeKind;
  version: number;
  stages: FeeStageAnswer[];
}

/** an arrangement as the API answers it (the command's answer and the read): amounts in AED with two decimals, `version` its stream's */
export const feeArrangementView = (a: FeeArrangement, version: number): FeeArrangementAnswer => ({
  caseId: a.caseId,
  kind: a.kind,
  version,
  stages: a.stages.map((s) => ({ stageId: s.stageId, description: s.description, amount: formatAed(s.amountFils), amountFils: s.amountFils, vat: s.vat, reachedOn: s.reachedOn, invoiceId: s.invoiceId })),
});

const feeEventTypes: readonly string[] = ['FeeArrangementSet', 'FeeStageReached', 'FeeStagesBilled', 'FeeStagesUnbilled'];
/** a case's arrangement from its stream's events as read (hourly when there are none) */
export const feeArrangementOf = (caseId: number, events: readonly { type: string; data: unknown }[]): FeeArrangement =>
  events.reduce((a, e) => (feeEventTypes.includes(e.type) ? feeArrangementAfter(a, e as FeeArrangementEvent) : a), hourlyArrangement(caseId));

/** a case's arrangement as the billing read model keeps it (a `fee_arrangements` document, by case): its kind only (the stages are read from its stream) */
export interface FeeArrangementDocument {
  caseId: number;
  kind: FeeKind;
  updatedAt: string;
  version: number;
}

/**
 * A case as GET /api/billing/cases (each row) answers it: the case (number, titles, its first
 * client's names), how it is billed (`feeKind`, hourly when no arrangement was set) and, while a
 * retainer is in force, what it holds (`retainerHeld`, AED text; null otherwise).
 */
export interface CaseBillingAnswer {
  id: number;
  caseNumber: string;
  titleEn: string;
  titleAr: string;
  clientId: number | null;
  clientNameEn: string | null;
  clientNameAr: string | null;
  createdAt: string;
  feeKind: FeeKind;
  retainerHeld: string | null;
}
