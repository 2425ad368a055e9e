import {
  bilingual, feeArrangementAfter, feeArrangementProblems, FeeArrangementSet, FeeStageReached, FeeStagesBilled, FeeStagesUnbilled, hourlyArrangement, stageVat,
  type FeeArrangement, type FeeArrangementEvent, type FeeKind, type FeeStageTerms,
} from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * How a case is billed, stream `fee-arrangement-{caseId}` (contracts' feeArrangementStream): by the
 * hour until an arrangement is set, or a fixed fee in stages. A stage marked reached is billed by
 * the next draft of the case (BillFeeStages, held in the draft's append as its time entries are),
 * once; a voided draft unbills it. The rules are contracts' feeArrangementProblems.
 */
export interface FeeArrangementState {
  exists: boolean;
  arrangement: FeeArrangement;
  version: number;
}

export type FeeArrangementCommand =
  | { type: 'SetFeeArrangement'; caseId: number; kind: FeeKind; stages: FeeStageTerms[]; setBy: number; expectedVersion?: number }
  /** `today`: the firm's day when the command is made; a stage is not reached on a day to come */
  | { type: 'MarkFeeStageReached'; caseId: number; stageId: string; reachedOn: string; today: string; markedBy: number }
  /**
   * an invoice's draft takes these stages, as the draft read them (a change since is refused: the
   * draft is made again); `vat` is the line's treatment (a standard-rated stage's is the draft's)
   */
  | { type: 'BillFeeStages'; invoiceId: number; drafted: FeeStageTerms[] }
  /** its draft was voided */
  | { type: 'UnbillFeeStages'; invoiceId: number };

const fail = (code: DomainError['code'], key: Parameters<typeof bilingual>[0], field?: string): never => {
  const { en, ar } = bilingual(key);
  throw new DomainError(code, key, field ? [{ field, message: en, messageAr: ar }] : undefined);
};
const sameTerms = (a: FeeStageTerms, b: FeeStageTerms) => a.description === b.description && a.amountFils === b.amountFils && a.vat === b.vat;

export const feeArrangementDecider = typedDecider<FeeArrangementState, FeeArrangementCommand, FeeArrangementEvent>({
  initialState: { exists: false, arrangement: hourlyArrangement(0), version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    FeeArrangementSet: (state, data) => ({ ...state, exists: true, arrangement: feeArrangementAfter(state.arrangement, { type: 'FeeArrangementSet', data }) }),
    FeeStageReached: (state, data) => ({ ...state, arrangement: feeArrangementAfter(state.arrangement, { type: 'FeeStageReached', data }) }),
    FeeStagesBilled: (state, data) => ({ ...state, arrangement: feeArrangementAfter(state.arrangement, { type: 'FeeStagesBilled', data }) }),
    FeeStagesUnbilled: (state, data) => ({ ...state, arrangement: feeArrangementAfter(state.arrangement, { type: 'FeeStagesUnbilled', data }) }),
  },
  decide: {
    SetFeeArrangement(command, state) {
      if (command.expectedVersion !== undefined && command.expectedVersion !== state.version) throw new DomainError('conflict', 'error.conflict');
      const current = state.exists ? state.arrangement : hourlyArrangement(command.caseId);
      const problems = feeArrangementProblems(current, command.kind, command.stages);
      // what is wrong with the stages sent is bad input (400); a billed stage they would move, a conflict with the case (409)
      const billed = (key: string) => key === 'billing.billedStageRemoved' || key === 'billing.billedStageChanged';
      const input = problems.filter((p) => !billed(p.key));
      const refused = input.length ? input : problems;
      if (refused.length) {
        throw new DomainError(
          input.length ? 'validation_failed' : 'conflict',
          refused[0].key,
          refused.map((p) => ({ field: p.field, message: bilingual(p.key).en, messageAr: bilingual(p.key).ar })),
        );
      }
      const stages = command.stages.map((s) => ({ stageId: s.stageId, description: s.description, amountFils: s.amountFils, vat: s.vat }));
      const same =
        current.kind === command.kind && current.stages.length === stages.length && current.stages.every((s, i) => s.stageId === stages[i].stageId && sameTerms(s, stages[i]));
      // set as it is already (a case never set is hourly): nothing to record
      if (same) return [];
      return [FeeArrangementSet.of({ caseId: command.caseId, kind: command.kind, stages, setBy: command.setBy })];
    },
    MarkFeeStageReached(command, state) {
      if (!state.exists || state.arrangement.kind !== 'fixedFee') return fail('conflict', 'billing.notFixedFee');
      const stage = state.arrangement.stages.find((s) => s.stageId === command.stageId);
      if (!stage) throw new DomainError('not_found', 'error.notFound');
      if (command.reachedOn > command.today) fail('validation_failed', 'validation.futureDate', 'reachedOn');
      if (stage.reachedOn === command.reachedOn) return [];
      // the day it was billed as stays: once on an invoice, it is not moved
      if (stage.invoiceId !== null) fail('conflict', 'billing.stageBilled');
      return [FeeStageReached.of({ caseId: command.caseId, stageId: command.stageId, reachedOn: command.reachedOn, markedBy: command.markedBy })];
    },
    BillFeeStages(command, state) {
      const a = state.arrangement;
      if (!state.exists || a.kind !== 'fixedFee') fail('conflict', 'billing.notFixedFee');
      const taken: string[] = [];
      for (const d of command.drafted) {
        const stage = a.stages.find((s) => s.stageId === d.stageId);
        if (!stage || stage.reachedOn === null || stage.description !== d.description || stage.amountFils !== d.amountFils || stageVat(stage.vat, d.vat) !== d.vat)
          fail('conflict', 'billing.stageChangedSinceDraft');
        if (stage!.invoiceId === command.invoiceId) continue;
        if (stage!.invoiceId !== null) fail('conflict', 'billing.stageOnAnotherInvoice');
        taken.push(d.stageId);
      }
      return taken.length ? [FeeStagesBilled.of({ caseId: a.caseId, invoiceId: command.invoiceId, stageIds: taken })] : [];
    },
    UnbillFeeStages(command, state) {
      const stageIds = state.arrangement.stages.filter((s) => s.invoiceId === command.invoiceId).map((s) => s.stageId);
      return stageIds.length ? [FeeStagesUnbilled.of({ caseId: state.arrangement.caseId, invoiceId: command.invoiceId, stageIds })] : [];
    },
  },
});
