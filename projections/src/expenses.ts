import { chosenTreatment, clientsOfCase, formatAed, without, type CaseEvent, type ExpenseEvent, type ExpenseTreatmentEvent, type ExpenseTreatments, type ExpenseType } from '@lawfirm/contracts';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';
import type { ReadModelStore } from '@lawfirm/platform';

/** the treatment the firm bills a type with now, as `expense_treatments` holds its choices (the default for a type it has not chosen) */
async function treatmentOf(store: ReadModelStore, expenseType: ExpenseType) {
  const chosen = await store.collection('expense_treatments').findOne({ id: expenseType });
  return chosenTreatment(expenseType, (chosen ? { [expenseType]: chosen.vat } : {}) as ExpenseTreatments);
}


/**
 * The read model `expenses`: each expense with its amount in AED, the VAT treatment the firm
 * bills its type with (contracts' chosenTreatment; kept as it was when an invoice billed it), the
 * client(s) and names of its case, and the invoice whose draft bills it (null while unbilled).
 * `expense_treatments`: the firm's choice per expense type (`id` the type, `vat`), as set.
 */
export const expensesProjection: Projection = {
  name: 'expenses',
  collections: ['expenses', 'expense_treatments'],
  indexes: {
    expenses: [{ id: 1 }, { date: 1 }, { recordedBy: 1, date: 1 }, { caseId: 1 }, { clientIds: 1, invoiceId: 1 }, textIndex('description')],
    expense_treatments: [{ id: 1 }],
  },
  handlers: handlersOf<ExpenseEvent | ExpenseTreatmentEvent | CaseEvent>({
    ExpenseRecorded: async (e, store) => {
      const { expenseId, ...fields } = e.data;
      const c = await store.collection('cases').findOne({ id: e.data.caseId });
      await store.collection('expenses').replaceOne(
        { id: expenseId },
        {
          id: expenseId, ...fields, amount: formatAed(e.data.amountFils), vat: await treatmentOf(store, e.data.expenseType), clientIds: clientsOfCase(c?.plaintiffs),
          caseNumber: c?.caseNumber ?? null, titleEn: c?.titleEn ?? null, titleAr: c?.titleAr ?? null, invoiceId: null, receipt: null, receiptFile: null, createdAt: e.metadata.time, ...stamp(e),
        },
        { upsert: true },
      );
    },
    ExpenseChanged: async (e, store) => {
      await store
        .collection('expenses')
        .updateOne({ id: e.data.expenseId }, { $set: { ...without(e.data, 'expenseId'), amount: formatAed(e.data.amountFils), vat: await treatmentOf(store, e.data.expenseType), ...stamp(e) } });
    },
    ExpenseDeleted: async (e, store) => {
      await store.collection('expenses').deleteOne({ id: e.data.expenseId });
    },
    ExpenseBilled: async (e, store) => {
      await store.collection('expenses').updateOne({ id: e.data.expenseId }, { $set: { invoiceId: e.data.invoiceId, ...stamp(e) } });
    },
    ExpenseReceiptAttached: async (e, store) => {
      const { filename, contentType, size } = e.data.receipt;
      await store.collection('expenses').updateOne({ id: e.data.expenseId }, { $set: { receipt: { filename, contentType, size }, receiptFile: e.data.receipt, ...stamp(e) } });
    },
    ExpenseUnbilled: async (e, store) => {
      const x = await store.collection('expenses').findOne({ id: e.data.expenseId });
      const vat = x ? { vat: await treatmentOf(store, x.expenseType) } : {};
      await store.collection('expenses').updateOne({ id: e.data.expenseId }, { $set: { invoiceId: null, ...vat, ...stamp(e) } });
    },
    // the firm's new choice: the type's unbilled expenses bill with it from now on; billed ones keep theirs
    ExpenseTreatmentSet: async (e, store) => {
      const { expenseType, vat } = e.data;
      await store.collection('expense_treatments').updateOne({ id: expenseType }, { $set: { expenseType, vat, ...stamp(e) }, $setOnInsert: { createdAt: e.metadata.time } }, { upsert: true });
      await store.collection('expenses').updateMany({ expenseType, invoiceId: null }, { $set: { vat } });
    },
    CaseDetailsRevised: async (e, store) => {
      const { caseNumber, titleEn, titleAr, plaintiffs } = e.data;
      const names = Object.fromEntries(Object.entries({ caseNumber, titleEn, titleAr, clientIds: plaintiffs && clientsOfCase(plaintiffs) }).filter(([, v]) => v !== undefined));
      if (Object.keys(names).length) await store.collection('expenses').updateMany({ caseId: e.data.caseId }, { $set: names });
    },
  }),
};
