import { InvoiceIssued, PaymentCreditAllocated, invoiceStream, isEventOf, paymentStream, retainerStream } from '@lawfirm/contracts';
import { loadState } from '../framework/handler.js';
import { READ_MODELS_WAIT_MS, ReadModelsBehindError, typedReaction } from '../reactions/runner.js';
import { invoiceDecider } from './invoice.js';
import { recordPaymentOn } from './payment.js';
import { retainerDecider } from './retainer.js';

/**
 * An invoice of a case whose retainer is in force, once issued, is paid from what the retainer
 * holds: each payment into it, oldest first, puts its credit against the invoice up to what is
 * outstanding (the payment decider's DrawRetainer, decided on the payment's, the invoice's and
 * the retainer's streams and appended with the invoice's share, like any allocation: never more
 * than the payment holds or the invoice has outstanding, however many invoices are issued at
 * once). The payments are found in the read model (which has applied the issue by then) and each
 * is decided from its stream. Only money paid in before the issue is drawn, once per invoice and
 * payment (an idempotency key): an issue passed again (a restart from an older checkpoint) draws
 * nothing twice, nor from money paid in since (which staff put against the invoice by hand).
 */
export const retainerDrawDown = typedReaction({
  name: 'RetainerDrawDown',
  on: [InvoiceIssued],
  async react(event, cx) {
    const { eventStore, readStore } = cx.deps;
    const invoiceId = event.data.invoiceId;
    const invoice = (await loadState(eventStore, invoiceStream(invoiceId), invoiceDecider)).state;
    if (invoice.caseId === null) return;
    const caseId = invoice.caseId;
    if (!(await loadState(eventStore, retainerStream(caseId), retainerDecider)).state.active) return;
    // the payments are found in the read model once it has applied the issue (waited for here, not
    // for every issue: most cases have no retainer); late, the event is passed again
    if (!(await cx.deps.readModels.waitFor(event.position, READ_MODELS_WAIT_MS))) throw new ReadModelsBehindError('RetainerDrawDown', event.position, READ_MODELS_WAIT_MS);
    const payments = (await readStore.collection('payments').find({ retainerCaseId: caseId, clientId: invoice.clientId })).map((p) => p.id as number).sort((a, b) => a - b);
    for (const paymentId of payments) {
      const [recorded] = await eventStore.readStream(paymentStream(paymentId), { toRevision: 0 });
      if (!recorded || recorded.position > event.position) continue;
      await cx.once(`retainer-draw:${invoiceId}:${paymentId}`, (key) =>
        recordPaymentOn(eventStore, paymentId, [invoiceId], ([view], retainer) => ({ type: 'DrawRetainer', invoice: view, retainer, allocatedBy: event.data.issuedBy }), cx.meta, {
          idempotency: { key, response: (o) => ({ paymentId, drawnFils: o.events.filter((e) => isEventOf(PaymentCreditAllocated, e)).reduce((s, e) => s + e.data.amountFils, 0) }) },
        }),
      );
    }
  },
});
