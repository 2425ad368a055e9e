import { clientsOfCase, expenseVat, formatAed, without, type CaseEvent, type ExpenseEvent } from '@lawfirm/contracts';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';


/**
 * The read model `expenses`: each expense with its amount in AED, the VAT treatment its type
 * bills with by default (contracts' expenseVat), the client(s) and names of its case, and the
 * invoice whose draft bills it (null while unbilled).
 */
export const expensesProjection: Projection = {
  name: 'expenses',
  collections: ['expenses'],
  indexes: {
    expenses: [{ id: 1 }, { date: 1 }, { recordedBy: 1, date: 1 }, { caseId: 1 }, { clientIds: 1, invoiceId: 1 }, textIndex('description')],
  },
  handlers: handlersOf<ExpenseEvent | CaseEvent>({
    ExpenseRecorded: async (e, store) => {
      const c = await store.collection('cases').findOne({ id: e.data.caseId });
      await store.collection('expenses').replaceOne(
        { id: e.data.expenseId },
        {
          id: e.data.expenseId, ...without(e.data, 'expenseId'), amount: formatAed(e.data.amountFils), vat: expenseVat(e.data.expenseType), clientIds: clientsOfCase(c?.plaintiffs),
          caseNumber: c?.caseNumber ?? null, titleEn: c?.titleEn ?? null, titleAr: c?.titleAr ?? null, invoiceId: null, receipt: null, receiptFile: null, createdAt: e.metadata.time, ...stamp(e),
        },
        { upsert: true },
      );
    },
    ExpenseChanged: async (e, store) => {
      await store
        .collection('expenses')
        .updateOne({ id: e.data.expenseId }, { $set: { ...without(e.data, 'expenseId'), amount: formatAed(e.data.amountFils), vat: expenseVat(e.data.expenseType), ...stamp(e) } });
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
      await store.collection('expenses').updateOne({ id: e.data.expenseId }, { $set: { invoiceId: null, ...stamp(e) } });
    },
    CaseDetailsRevised: async (e, store) => {
      const { caseNumber, titleEn, titleAr, plaintiffs } = e.data;
      const names = Object.fromEntries(Object.entries({ caseNumber, titleEn, titleAr, clientIds: plaintiffs && clientsOfCase(plaintiffs) }).filter(([, v]) => v !== undefined));
      if (Object.keys(names).length) await store.collection('expenses').updateMany({ caseId: e.data.caseId }, { $set: names });
    },
  }),
};
