import { describe, expect, it } from 'vitest';
import { draftLines } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { feeArrangementDecider } from './feeArrangement.js';
import { invoiceConstraints, invoiceDecider } from './invoice.js';

const spec = deciderSpec(feeArrangementDecider);
const filing = { stageId: 'filing', description: 'Filing the claim', amountFils: 500_000, vat: 'standard' as const };
const judgment = { stageId: 'judgment', description: 'الحكم الابتدائي', amountFils: 1_000_000, vat: 'standard' as const };
const set = (stages = [filing, judgment], kind: 'hourly' | 'fixedFee' = 'fixedFee') => ({ type: 'FeeArrangementSet', data: { caseId: 12, kind, stages, setBy: 1 } });
const reached = (stageId: string, reachedOn = '2026-11-10') => ({ type: 'FeeStageReached', data: { caseId: 12, stageId, reachedOn, markedBy: 1 } });
const billed = (stageIds: string[], invoiceId = 9) => ({ type: 'FeeStagesBilled', data: { caseId: 12, invoiceId, stageIds } });
const setCommand = (stages = [filing, judgment], kind: 'hourly' | 'fixedFee' = 'fixedFee') => ({ type: 'SetFeeArrangement' as const, caseId: 12, kind, stages, setBy: 1 });
const mark = (stageId: string, reachedOn = '2026-11-10') => ({ type: 'MarkFeeStageReached' as const, caseId: 12, stageId, reachedOn, today: '2026-11-20', markedBy: 1 });

describe('fee arrangement', () => {
  it('given a case billed by the hour, when a fixed fee in stages is set, then it is recorded; set the same again, nothing happens', () => {
    spec.given([]).when(setCommand()).then([set()]);
    spec.given([set()]).when(setCommand()).then([]);
    // a case never set is hourly already
    spec.given([]).when(setCommand([], 'hourly')).then([]);
  });

  it('given nothing, when stages break the rules, then each is refused naming its field', () => {
    spec.given([]).when(setCommand([])).thenFails('validation_failed', 'billing.fixedFeeNeedsStages');
    spec.given([]).when(setCommand([filing], 'hourly')).thenFails('validation_failed', 'billing.hourlyHasNoStages');
    spec.given([]).when(setCommand([filing, { ...judgment, stageId: 'filing' }])).thenFails('validation_failed', 'billing.stageIdTwice');
    spec.given([]).when(setCommand([{ ...filing, amountFils: 0 }])).thenFails('validation_failed', 'billing.invalidStageAmount');
    spec.given([]).when(setCommand([{ ...filing, stageId: 'Filing Stage' }])).thenFails('validation_failed', 'billing.invalidStageId');
  });

  it('given a stage billed, when it is changed or removed, then it is refused; an unbilled one changes and keeps its day reached', () => {
    const history = [set(), reached('filing'), billed(['filing'])];
    spec.given(history).when(setCommand([{ ...filing, amountFils: 600_000 }, judgment])).thenFails('conflict', 'billing.billedStageChanged');
    spec.given(history).when(setCommand([judgment])).thenFails('conflict', 'billing.billedStageRemoved');
    spec.given(history).when(setCommand([], 'hourly')).thenFails('conflict', 'billing.billedStageRemoved');
    const cheaper = [filing, { ...judgment, amountFils: 900_000 }];
    spec.given([...history, reached('judgment')]).when(setCommand(cheaper)).then([set(cheaper)]);
    expect(spec.given([...history, reached('judgment'), set(cheaper)]).state.arrangement.stages.map((s) => [s.stageId, s.reachedOn, s.invoiceId, s.amountFils])).toEqual([
      ['filing', '2026-11-10', 9, 500_000],
      ['judgment', '2026-11-10', null, 900_000],
    ]);
  });

  it('given a fixed fee, when a stage is marked reached, then it is; not on a day to come, not an unknown stage, not on an hourly case', () => {
    spec.given([set()]).when(mark('filing')).then([reached('filing')]);
    spec.given([set(), reached('filing')]).when(mark('filing')).then([]);
    spec.given([set()]).when(mark('filing', '2026-11-21')).thenFails('validation_failed', 'validation.futureDate');
    spec.given([set()]).when(mark('appeal')).thenFails('not_found');
    spec.given([]).when(mark('filing')).thenFails('conflict', 'billing.notFixedFee');
    spec.given([set(), reached('filing'), billed(['filing'])]).when(mark('filing', '2026-11-12')).thenFails('conflict', 'billing.stageBilled');
  });

  it('given a reached stage, when a draft bills it, then once: another invoice is refused, a changed stage is refused, a void unbills it', () => {
    const history = [set(), reached('filing')];
    const take = { type: 'BillFeeStages' as const, invoiceId: 9, drafted: [filing] };
    spec.given(history).when(take).then([billed(['filing'])]);
    spec.given([...history, billed(['filing'])]).when(take).then([]);
    spec.given([...history, billed(['filing'], 8)]).when(take).thenFails('conflict', 'billing.stageOnAnotherInvoice');
    spec.given([set([{ ...filing, amountFils: 1 }, judgment]), reached('filing')]).when(take).thenFails('conflict', 'billing.stageChangedSinceDraft');
    // not reached yet
    spec.given([set()]).when(take).thenFails('conflict', 'billing.stageChangedSinceDraft');
    // a standard-rated stage on a zero-rated draft is billed as the draft taxes fees
    spec.given(history).when({ ...take, drafted: [{ ...filing, vat: 'zero_rated' }] }).then([billed(['filing'])]);
    spec.given([...history, billed(['filing'])]).when({ type: 'UnbillFeeStages', invoiceId: 9 }).then([{ type: 'FeeStagesUnbilled', data: { caseId: 12, invoiceId: 9, stageIds: ['filing'] } }]);
    spec.given([...history, billed(['filing'], 8)]).when({ type: 'UnbillFeeStages', invoiceId: 9 }).then([]);
  });
});

describe('a draft of a fixed-fee case', () => {
  const time = { timeEntryId: 1, caseId: 12, date: '2026-11-05', minutes: 60, description: 'Research', billable: true, rateFils: 100_000 };
  const hourlyTime = { ...time, timeEntryId: 2, caseId: 13 };
  const stage = { caseId: 12, stageId: 'filing', description: 'Filing the claim', amountFils: 500_000, vat: 'standard' as const, reachedOn: '2026-11-10' };
  const period = { from: '2026-11-01', to: '2026-11-30', caseId: null };

  it('bills its reached stages as items and not its time; the hourly case beside it is billed by the hour', () => {
    const lines = draftLines([time, hourlyTime], period, 0, 'standard', [], { fixedFeeCaseIds: [12], stages: [stage] })!;
    expect(lines.map((l) => [l.timeEntryId, l.feeStage ?? null, l.quantity, l.unit, l.unitPriceFils, l.netFils, l.vatFils])).toEqual([
      [2, null, 60, 'minute', 100_000, 100_000, 5_000],
      [null, { caseId: 12, stageId: 'filing' }, 1, 'item', 500_000, 500_000, 25_000],
    ]);
    // a stage reached after the period's end waits for a later draft
    expect(draftLines([time], { ...period, to: '2026-11-09' }, 0, 'standard', [], { fixedFeeCaseIds: [12], stages: [stage] })).toEqual([]);
  });

  it("the invoice claims the stages on the arrangement's stream, once per case, and releases them when voided", () => {
    const lines = draftLines([], period, 0, 'standard', [], { fixedFeeCaseIds: [12], stages: [stage, { ...stage, stageId: 'judgment', reachedOn: '2026-11-11' }] })!;
    const state = deciderSpec(invoiceDecider).given([{ type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: null, from: period.from, to: period.to, draftedBy: 7, lines } }]).state;
    const claims = invoiceConstraints(state)!.claims!;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      stream: 'fee-arrangement-12',
      take: { type: 'BillFeeStages', invoiceId: 9, drafted: [{ stageId: 'filing', amountFils: 500_000, vat: 'standard' }, { stageId: 'judgment' }] },
      release: { type: 'UnbillFeeStages', invoiceId: 9 },
      field: 'lines.0.feeStage',
    });
    const voided = deciderSpec(invoiceDecider).given([
      { type: 'InvoiceDrafted', data: { invoiceId: 9, clientId: 5, caseId: null, from: period.from, to: period.to, draftedBy: 7, lines } },
      { type: 'InvoiceVoided', data: { invoiceId: 9, voidedBy: 7, reason: 'x' } },
    ]).state;
    expect(invoiceConstraints(voided)!.claims).toEqual([]);
  });
});
