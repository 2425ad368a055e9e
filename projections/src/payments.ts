import { formatAed, type PaymentEvent, type RetainerEvent } from '@lawfirm/contracts';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

/** a name another read model's document holds (its cases', its clients'): text or null; those documents are not typed yet */
const nameIn = (value: unknown) => (value as string | null | undefined) ?? null;

type Allocation = { invoiceId: number; amountFils: number };
/** the allocations as the API shows them (AED with two decimals), with the fils the balance adds up */
const allocationsView = (allocations: Allocation[]) => allocations.map((a) => ({ invoiceId: a.invoiceId, amount: formatAed(a.amountFils), amountFils: a.amountFils }));
const amounts = (amountFils: number, allocations: Allocation[]) => {
  const allocatedFils = allocations.reduce((s, a) => s + a.amountFils, 0);
  return {
    allocations: allocationsView(allocations), invoiceIds: allocations.map((a) => a.invoiceId), allocated: formatAed(allocatedFils), unallocated: formatAed(amountFils - allocatedFils),
    allocatedFils, unallocatedFils: amountFils - allocatedFils,
  };
};

/**
 * Billing's payments read model: each payment received, with the client's names, its method and
 * day, the case whose retainer it pays into, and how it is allocated (amounts in AED with two
 * decimals, and in fils for the balance); and each case's retainer agreement (`retainers`, by
 * case: its terms and whether it is in force; its balance is its payments').
 */
export const paymentsProjection: Projection = {
  name: 'payments',
  // 2: the case whose retainer a payment funds, and the retainers
  version: 2,
  collections: ['payments', 'retainers'],
  indexes: { payments: [{ id: 1 }, { clientId: 1 }, { date: 1 }, { invoiceIds: 1 }, { retainerCaseId: 1 }, textIndex('reference', 'clientNameEn', 'clientNameAr')], retainers: [{ caseId: 1 }, { clientId: 1 }] },
  handlers: handlersOf<PaymentEvent | RetainerEvent>({
    PaymentRecorded: async (e, store) => {
      const d = e.data;
      const client = await store.collection('clients').findOne({ id: d.clientId });
      await store.collection('payments').replaceOne(
        { id: d.paymentId },
        {
          id: d.paymentId, clientId: d.clientId, clientNameEn: nameIn(client?.fullNameEn), clientNameAr: nameIn(client?.fullNameAr), amount: formatAed(d.amountFils), amountFils: d.amountFils,
          method: d.method, date: d.receivedOn, reference: d.reference, recordedBy: d.recordedBy, retainerCaseId: d.retainerCaseId, ...amounts(d.amountFils, d.allocations), createdAt: e.metadata.time, ...stamp(e),
        },
        { upsert: true },
      );
    },
    PaymentCreditAllocated: async (e, store) => {
      const doc = await store.collection('payments').findOne({ id: e.data.paymentId });
      if (!doc) return;
      const allocations = [...(doc.allocations as Allocation[]).map((a) => ({ invoiceId: a.invoiceId, amountFils: a.amountFils })), { invoiceId: e.data.invoiceId, amountFils: e.data.amountFils }];
      await store.collection('payments').updateOne({ id: e.data.paymentId }, { $set: { ...amounts(doc.amountFils as number, allocations), ...stamp(e) } });
    },
    RetainerAgreed: async (e, store) => {
      const d = e.data;
      await store.collection('retainers').replaceOne(
        { caseId: d.caseId },
        {
          caseId: d.caseId, clientId: d.clientId, active: true, amount: formatAed(d.amountFils), amountFils: d.amountFils, replenishBelow: d.replenishBelowFils === null ? null : formatAed(d.replenishBelowFils),
          replenishBelowFils: d.replenishBelowFils, agreedOn: d.agreedOn, agreedBy: d.agreedBy, endedOn: null, ...stamp(e),
        },
        { upsert: true },
      );
    },
    RetainerEnded: async (e, store) => {
      await store.collection('retainers').updateOne({ caseId: e.data.caseId }, { $set: { active: false, endedOn: e.data.endedOn, ...stamp(e) } });
    },
  }),
};
