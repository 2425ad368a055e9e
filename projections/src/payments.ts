import { formatAed, type PaymentEvent } from '@lawfirm/contracts';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

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
 * day, and how it is allocated (amounts in AED with two decimals, and in fils for the balance).
 */
export const paymentsProjection: Projection = {
  name: 'payments',
  collections: ['payments'],
  indexes: { payments: [{ id: 1 }, { clientId: 1 }, { date: 1 }, { invoiceIds: 1 }, textIndex('reference', 'clientNameEn', 'clientNameAr')] },
  handlers: handlersOf<PaymentEvent>({
    PaymentRecorded: async (e, store) => {
      const d = e.data;
      const client = await store.collection('clients').findOne({ id: d.clientId });
      await store.collection('payments').replaceOne(
        { id: d.paymentId },
        {
          id: d.paymentId, clientId: d.clientId, clientNameEn: client?.fullNameEn ?? null, clientNameAr: client?.fullNameAr ?? null, amount: formatAed(d.amountFils), amountFils: d.amountFils,
          method: d.method, date: d.receivedOn, reference: d.reference, recordedBy: d.recordedBy, ...amounts(d.amountFils, d.allocations), createdAt: e.metadata.time, ...stamp(e),
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
  }),
};
