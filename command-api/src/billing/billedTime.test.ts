import { describe, expect, it } from 'vitest';
import type { EventStore } from '@lawfirm/platform';
import { invoiceStream, timeEntryStream, type TimeEntryFields, type UnbilledTime } from '@lawfirm/contracts';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, loadState, type CommandMeta } from '../framework/handler.js';
import { constraintSteps } from '../framework/constraints.js';
import { invoiceConstraints, invoiceDecider, type InvoiceCommand } from './invoice.js';
import { timeEntryDecider, type TimeEntryCommand } from './timeEntry.js';

/** An invoice's draft bills its time entries in the same append (invoiceConstraints' claims), through the handler on the schema-checking store. */
const store: EventStore = suiteEventStore('billed-time');

const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
const fields = (over: Partial<TimeEntryFields> = {}): TimeEntryFields => ({ date: '2026-11-10', minutes: 60, activity: 'research', description: 'Research', billable: true, rateFils: 100_000, ...over });
const onEntry = (id: number, command: TimeEntryCommand) => execute(store, timeEntryStream(id), timeEntryDecider, command, meta);
const record = (id: number) => onEntry(id, { type: 'RecordTimeEntry', activity: 'standard', timeEntryId: id, matter: { kind: 'case', id: 1 }, userId: 7, firmRate: null, fields: fields(), today: '2026-11-27' });
/** the entries as a route reads them before drafting */
const read = async (ids: number[]): Promise<UnbilledTime[]> =>
  Promise.all(ids.map(async (id) => {
    const { state } = await loadState(store, timeEntryStream(id), timeEntryDecider);
    return { timeEntryId: id, caseId: state.matter.id, ...state.fields! };
  }));
const onInvoice = (id: number, command: InvoiceCommand) => execute(store, invoiceStream(id), invoiceDecider, command, meta, { constraints: invoiceConstraints });
const draft = (invoiceId: number, entries: UnbilledTime[]) =>
  onInvoice(invoiceId, { type: 'DraftInvoice', invoiceId, clientId: 1, caseId: 1, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, discountFils: 0, vat: 'standard' });
const billedBy = async (id: number) => (await loadState(store, timeEntryStream(id), timeEntryDecider)).state.invoiceId;

describe('the time an invoice bills', () => {
  it('a draft bills its entries with its own events; a billed entry then refuses a change, and another draft, naming the line', async () => {
    await Promise.all([1, 2].map(record));
    await draft(1, await read([1, 2]));
    expect([await billedBy(1), await billedBy(2)]).toEqual([1, 1]);
    await expect(onEntry(1, { type: 'ChangeTimeEntry', activity: 'standard', fields: fields({ minutes: 30 }), today: '2026-11-27' })).rejects.toMatchObject({ key: 'billing.entryBilled' });
    await expect(draft(2, await read([2]))).rejects.toMatchObject({ key: 'billing.entryOnAnotherInvoice', errors: [{ field: 'lines.0.timeEntryId' }] });
    expect(await store.streamRevision(invoiceStream(2))).toBe(-1);
  });

  it('two drafts at once over the same entry: one bills it, the other is refused and appends nothing', async () => {
    await record(3);
    const entries = await read([3]);
    const results = await Promise.allSettled([draft(3, entries), draft(4, entries)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0].status === 'fulfilled' ? 3 : 4;
    expect(await billedBy(3)).toBe(winner);
    expect(await store.streamRevision(invoiceStream(winner === 3 ? 4 : 3))).toBe(-1);
  });

  it('an entry changed after the draft read it: the draft is refused and bills nothing', async () => {
    await Promise.all([5, 6].map(record));
    const stale = await read([5, 6]);
    await onEntry(6, { type: 'ChangeTimeEntry', activity: 'standard', fields: fields({ minutes: 45 }), today: '2026-11-27' });
    await expect(draft(5, stale)).rejects.toMatchObject({ key: 'billing.entryChangedSinceDraft', errors: [{ field: 'lines.1.timeEntryId' }] });
    expect([await billedBy(5), await billedBy(6)]).toEqual([null, null]);
  });

  it('a voided draft unbills its entries in the same append: they change again and a new draft bills them', async () => {
    await onInvoice(1, { type: 'VoidInvoice', voidedBy: 3, reason: 'Redo' });
    expect([await billedBy(1), await billedBy(2)]).toEqual([null, null]);
    await onEntry(1, { type: 'ChangeTimeEntry', activity: 'standard', fields: fields({ minutes: 30 }), today: '2026-11-27' });
    await draft(7, await read([1, 2]));
    expect([await billedBy(1), await billedBy(2)]).toEqual([7, 7]);
  });

  it('an issued invoice keeps its time billed: no step releases it', async () => {
    const { state } = await loadState(store, invoiceStream(7), invoiceDecider);
    const issued = { ...state, status: 'issued' as const, number: 1 };
    expect(constraintSteps(invoiceStream(7), invoiceConstraints(state), invoiceConstraints(issued))).toEqual([]);
    const voided = { ...state, status: 'voided' as const };
    expect(constraintSteps(invoiceStream(7), invoiceConstraints(state), invoiceConstraints(voided)).map((s) => [s.stream, (s.command as { type: string }).type, s.before])).toEqual([
      [timeEntryStream(1), 'UnbillTimeEntry', false],
      [timeEntryStream(2), 'UnbillTimeEntry', false],
    ]);
  });
});
