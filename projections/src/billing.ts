import { clientsOfCase, momentDayIn, matterIdsOf, matterIn, creditNoteNumberText, formatAed, hoursOf, inCurrency, invoiceNumberText, parseAed, without, type InvoiceCurrencyTerms, type VatTreatment, type CaseEvent, type EInvoiceDeliveryEvent, type FeeArrangementEvent, type InvoiceEmailEvent, type InvoiceEvent, type InvoiceLine, type TimeEntryEvent, type TimeEntryMatter, type FileEvent, type ConsultationEvent } from '@lawfirm/contracts';
import { firmTimezoneOf, type ReadModelStore } from '@lawfirm/platform';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

/** a name another read model's document holds (its cases', its clients'): text or null; those documents are not typed yet */
const nameIn = (value: unknown) => (value as string | null | undefined) ?? null;

/** a consultation's day: the firm's day of the instant it is held */
const consultationDay = (scheduledDate: unknown) => momentDayIn(scheduledDate, firmTimezoneOf());

/**
 * What a time entry's document shows of its matter and whose client it is: a case's number, titles
 * and clients (its plaintiffs that are clients); a file's number, its subject as its title in both
 * languages and its client; a consultation's day, its service's names and its client.
 */
async function matterView(store: ReadModelStore, m: TimeEntryMatter) {
  const ids = { matterKind: m.kind, ...matterIdsOf(m) };
  if (m.kind === 'case') {
    const c = await store.collection('cases').findOne({ id: m.id });
    return { ...ids, matterNumber: nameIn(c?.caseNumber), matterTitleEn: nameIn(c?.titleEn), matterTitleAr: nameIn(c?.titleAr), matterDay: null, clientIds: clientsOfCase(c?.plaintiffs) };
  }
  if (m.kind === 'file') {
    const f = await store.collection('files').findOne({ id: m.id });
    return { ...ids, matterNumber: nameIn(f?.fileNumber), matterTitleEn: nameIn(f?.subject), matterTitleAr: nameIn(f?.subject), matterDay: null, clientIds: f?.clientId ? [f.clientId] : [] };
  }
  const c = await store.collection('consultations').findOne({ id: m.id });
  return { ...ids, matterNumber: null, ...(await consultationNames(store, c?.serviceId)), matterDay: consultationDay(c?.scheduledDate), clientIds: typeof c?.clientId === 'number' ? [c.clientId] : [] };
}
/** a consultation's title: its service's names, none without one */
async function consultationNames(store: ReadModelStore, serviceId: unknown) {
  const service = typeof serviceId === 'number' ? await store.collection('services').findOne({ id: serviceId }) : null;
  return { matterTitleEn: nameIn(service?.nameEn), matterTitleAr: nameIn(service?.nameAr) };
}

/** the fields an event changed (those it names) on the time entries of one matter */
async function onMatter(store: ReadModelStore, matter: { caseId: number } | { fileId: number } | { consultationId: number }, changed: Record<string, unknown>) {
  const set = Object.fromEntries(Object.entries(changed).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await store.collection('time_entries').updateMany(matter, { $set: set });
}

/** a line as the API shows it: its amounts in AED with two decimals, hours for time */
const lineView = (l: InvoiceLine, i: number) => ({
  line: i, timeEntryId: l.timeEntryId, expenseId: l.expenseId, ...(l.feeStage ? { feeStage: l.feeStage } : {}), date: l.date, description: l.description, quantity: l.unit === 'minute' ? hoursOf(l.quantity) : String(l.quantity), unit: l.unit === 'minute' ? ('hour' as const) : ('item' as const),
  unitPrice: formatAed(l.unitPriceFils), vat: l.vat, gross: formatAed(l.grossFils), discount: formatAed(l.discountFils), net: formatAed(l.netFils), vatAmount: formatAed(l.vatFils), total: formatAed(l.netFils + l.vatFils),
});
const sum = (lines: readonly InvoiceLine[], pick: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
type LineView = ReturnType<typeof lineView>;
const filsOf = (aed: string) => parseAed(aed) ?? 0;
/** the lines and totals in the invoice's currency beside the AED ones (contracts' currency.ts), from the lines as the view holds them */
function withCurrency(lines: readonly LineView[], terms: InvoiceCurrencyTerms) {
  const { lines: converted, ...totals } = inCurrency(lines.map((l) => ({ unitPriceFils: filsOf(l.unitPrice), netFils: filsOf(l.net), vatFils: filsOf(l.vatAmount), vat: l.vat })), terms);
  return { currency: terms.currency, exchangeRate: terms.exchangeRate, lines: lines.map((l, i) => ({ ...l, ...converted[i] })), ...totals };
}
/** a credit note's lines and totals in its invoice's currency */
function creditInCurrency(lines: readonly { line: number; netFils: number; vatFils: number }[], invoiceLines: readonly { vat: VatTreatment }[], terms: InvoiceCurrencyTerms) {
  const { lines: converted, ...totals } = inCurrency(lines.map((l) => ({ netFils: l.netFils, vatFils: l.vatFils, vat: invoiceLines[l.line]?.vat ?? 'standard' })), terms);
  return { lines: converted.map(({ unitPriceInCurrency: _u, ...l }) => l), ...totals };
}

type EInvoiceView = { status: string; reference: string | null; reasons: { code: string | null; message: string }[]; submittedAt: string; updatedAt: string };
/**
 * What the accredited provider made of an invoice's e-invoice, or of one of its credit notes' (found
 * by its number): kept on the invoice (`eInvoice`) and on the credit note. The e-invoice's own stream
 * is not the invoice's: the invoice's version stays its own.
 */
async function onEInvoice(store: ReadModelStore, d: { invoiceId: number; documentId: string }, change: (before: EInvoiceView | undefined) => EInvoiceView) {
  const invoices = store.collection('invoices');
  const doc = await invoices.findOne({ id: d.invoiceId });
  if (!doc) return;
  if (doc.number === d.documentId) {
    await invoices.updateOne({ id: d.invoiceId }, { $set: { eInvoice: change(doc.eInvoice as EInvoiceView | undefined) } });
    return;
  }
  const notes = (doc.creditNotes ?? []) as { number: string; eInvoice?: EInvoiceView }[];
  await invoices.updateOne({ id: d.invoiceId }, { $set: { creditNotes: notes.map((n) => (n.number === d.documentId ? { ...n, eInvoice: change(n.eInvoice) } : n)) } });
}

/**
 * Billing's read models: time entries (with the client of their case, whether billed and by
 * which invoice) and invoices (lines and totals in AED, the number once issued, credit notes, the
 * cases its time was on, so that a lawyer sees the invoices of their cases), and each case's fee
 * arrangement kind (`fee_arrangements`, by case; hourly when it has none).
 */
export const billingProjection: Projection = {
  name: 'billing',
  // 2: an invoice's lines name the expense they bill (expenseId), and its cases include the expenses'
  // 4: an invoice's currency and exchange rate, and its lines and totals in that currency beside the AED ones
  // 5: each case's fee arrangement kind (fee_arrangements), for the case billing list
  // 6: time on a client file or a consultation: an entry's matter (matterKind, fileId, consultationId, matter*), an invoice's fileIds and consultationIds
  version: 6,
  collections: ['time_entries', 'invoices', 'fee_arrangements'],
  indexes: {
    time_entries: [{ id: 1 }, { date: 1 }, { userId: 1, date: 1 }, { caseId: 1 }, { fileId: 1 }, { consultationId: 1 }, { clientIds: 1, invoiceId: 1 }, textIndex('description')],
    invoices: [{ id: 1 }, { clientId: 1 }, { caseIds: 1 }, { fileIds: 1 }, { consultationIds: 1 }, { status: 1 }, { number: 1 }, textIndex('number', 'clientNameEn', 'clientNameAr')],
    fee_arrangements: [{ caseId: 1 }],
  },
  handlers: handlersOf<TimeEntryEvent | InvoiceEvent | CaseEvent | FileEvent | ConsultationEvent | EInvoiceDeliveryEvent | InvoiceEmailEvent | FeeArrangementEvent>({
    TimeEntryRecorded: async (e, store) => {
      const { timeEntryId, caseId, fileId, consultationId, ...fields } = e.data;
      await store.collection('time_entries').replaceOne(
        { id: timeEntryId },
        {
          id: timeEntryId, ...(await matterView(store, matterIn({ caseId, fileId, consultationId }))), ...fields, rate: formatAed(e.data.rateFils), invoiceId: null,
          createdAt: e.metadata.time, ...stamp(e),
        },
        { upsert: true },
      );
    },
    TimeEntryChanged: async (e, store) => {
      // an entry stays on its matter: the fields it names are what it says
      const { timeEntryId, caseId: _c, fileId: _f, consultationId: _k, ...fields } = e.data;
      await store.collection('time_entries').updateOne({ id: timeEntryId }, { $set: { ...fields, rate: formatAed(e.data.rateFils), ...stamp(e) } });
    },
    TimeEntryDeleted: async (e, store) => {
      await store.collection('time_entries').deleteOne({ id: e.data.timeEntryId });
    },
    TimeEntryBilled: async (e, store) => {
      await store.collection('time_entries').updateOne({ id: e.data.timeEntryId }, { $set: { invoiceId: e.data.invoiceId, ...stamp(e) } });
    },
    TimeEntryUnbilled: async (e, store) => {
      await store.collection('time_entries').updateOne({ id: e.data.timeEntryId }, { $set: { invoiceId: null, ...stamp(e) } });
    },
    InvoiceDrafted: async (e, store) => {
      const { lines } = e.data;
      const ids = lines.flatMap((l) => (l.timeEntryId === null ? [] : [l.timeEntryId]));
      const entries = ids.length ? await store.collection('time_entries').find({ id: { $in: ids } }) : [];
      const expenseIds = lines.flatMap((l) => (l.expenseId === null ? [] : [l.expenseId]));
      const paid = expenseIds.length ? await store.collection('expenses').find({ id: { $in: expenseIds } }) : [];
      const staged = lines.flatMap((l) => (l.feeStage ? [l.feeStage.caseId] : []));
      const caseIds = [...new Set([...(e.data.caseId ? [e.data.caseId] : []), ...entries.flatMap((t) => (t.caseId === null ? [] : [t.caseId])), ...paid.map((x) => x.caseId as number), ...staged])];
      const fileIds = [...new Set(entries.flatMap((t) => (t.fileId ? [t.fileId] : [])))];
      const consultationIds = [...new Set(entries.flatMap((t) => (t.consultationId ? [t.consultationId] : [])))];
      const client = await store.collection('clients').findOne({ id: e.data.clientId });
      const subtotalFils = sum(lines, (l) => l.netFils);
      const vatFils = sum(lines, (l) => l.vatFils);
      await store.collection('invoices').replaceOne(
        { id: e.data.invoiceId },
        {
          id: e.data.invoiceId, clientId: e.data.clientId, clientNameEn: nameIn(client?.fullNameEn), clientNameAr: nameIn(client?.fullNameAr), caseId: e.data.caseId, caseIds, fileIds, consultationIds,
          from: e.data.from, to: e.data.to, status: 'draft', number: null, issuedOn: null, suppliedOn: null, draftedBy: e.data.draftedBy, approvedBy: null,
          subtotal: formatAed(subtotalFils), vat: formatAed(vatFils), total: formatAed(subtotalFils + vatFils), ...withCurrency(lines.map(lineView), e.data),
          creditNotes: [], paidFils: 0, createdAt: e.metadata.time, ...stamp(e),
        },
        { upsert: true },
      );
    },
    InvoiceExchangeRateChanged: async (e, store) => {
      const doc = await store.collection('invoices').findOne({ id: e.data.invoiceId });
      if (!doc) return;
      const terms = { currency: doc.currency as InvoiceCurrencyTerms['currency'], exchangeRate: e.data.exchangeRate };
      await store.collection('invoices').updateOne({ id: e.data.invoiceId }, { $set: { ...withCurrency(doc.lines as LineView[], terms), ...stamp(e) } });
    },
    InvoiceApproved: async (e, store) => {
      await store.collection('invoices').updateOne({ id: e.data.invoiceId }, { $set: { status: 'approved', approvedBy: e.data.approvedBy, ...stamp(e) } });
    },
    InvoiceIssued: async (e, store) => {
      const d = e.data;
      await store.collection('invoices').updateOne(
        { id: d.invoiceId },
        {
          $set: {
            status: 'issued', number: invoiceNumberText(d.number), sequenceNumber: d.number, issuedOn: d.issuedOn, suppliedOn: d.suppliedOn, issuedBy: d.issuedBy, seller: d.seller, buyer: d.buyer,
            reverseCharge: d.reverseCharge, subtotal: formatAed(d.subtotalFils), vat: formatAed(d.vatFils), total: formatAed(d.totalFils), ...stamp(e),
          },
        },
      );
    },
    InvoiceVoided: async (e, store) => {
      await store.collection('invoices').updateOne({ id: e.data.invoiceId }, { $set: { status: 'voided', voidedBy: e.data.voidedBy, voidReason: e.data.reason, ...stamp(e) } });
    },
    CreditNoteIssued: async (e, store) => {
      const d = e.data;
      const invoice = await store.collection('invoices').findOne({ id: d.invoiceId });
      const terms = { currency: (invoice?.currency ?? 'AED') as InvoiceCurrencyTerms['currency'], exchangeRate: (invoice?.exchangeRate ?? null) as string | null };
      const converted = creditInCurrency(d.lines, (invoice?.lines ?? []) as LineView[], terms);
      const note = {
        number: creditNoteNumberText(d.creditNoteNumber), issuedOn: d.issuedOn, issuedBy: d.issuedBy, reason: d.reason,
        lines: d.lines.map((l, i) => ({ line: l.line, net: formatAed(l.netFils), vat: formatAed(l.vatFils), total: formatAed(l.netFils + l.vatFils), ...converted.lines[i] })),
        subtotal: formatAed(d.subtotalFils), vat: formatAed(d.vatFils), total: formatAed(d.totalFils),
        subtotalInCurrency: converted.subtotalInCurrency, vatInCurrency: converted.vatInCurrency, totalInCurrency: converted.totalInCurrency,
      };
      await store.collection('invoices').updateOne({ id: d.invoiceId }, { $push: { creditNotes: note }, $set: stamp(e) });
    },
    // what payments put against the invoice (recorded on its stream in the payment's own append)
    InvoicePaymentApplied: async (e, store) => {
      await store.collection('invoices').updateOne({ id: e.data.invoiceId }, { $inc: { paidFils: e.data.amountFils }, $set: stamp(e) });
    },
    InvoicePaymentWithdrawn: async (e, store) => {
      await store.collection('invoices').updateOne({ id: e.data.invoiceId }, { $inc: { paidFils: -e.data.amountFils }, $set: stamp(e) });
    },
    EInvoiceSubmitted: async (e, store) => {
      const at = e.metadata.time;
      await onEInvoice(store, e.data, () => ({ status: 'submitted', reference: null, reasons: [], submittedAt: at, updatedAt: at }));
    },
    EInvoiceAccepted: async (e, store) => {
      const at = e.metadata.time;
      await onEInvoice(store, e.data, (before) => ({ submittedAt: at, ...before, status: 'accepted', reference: e.data.reference, reasons: [], updatedAt: at }));
    },
    EInvoiceRejected: async (e, store) => {
      const at = e.metadata.time;
      await onEInvoice(store, e.data, (before) => ({ submittedAt: at, ...before, status: 'rejected', reference: null, reasons: e.data.reasons, updatedAt: at }));
    },
    // the invoice sent by e-mail: each sending asked for, then sent (or kept for the outbox)
    InvoiceEmailRequested: async (e, store) => {
      const d = e.data;
      const email = { requestId: d.requestId, to: d.to, language: d.language, status: 'queued', requestedBy: d.requestedBy, requestedAt: e.metadata.time, sentAt: null };
      await store.collection('invoices').updateOne({ id: d.invoiceId }, { $push: { emails: email } });
    },
    InvoiceEmailSent: async (e, store) => {
      const d = e.data;
      const doc = await store.collection('invoices').findOne({ id: d.invoiceId });
      if (!doc) return;
      const emails = ((doc.emails ?? []) as { requestId: string }[]).map((m) => (m.requestId === d.requestId ? { ...m, status: d.delivery === 'smtp' ? 'sent' : 'outbox', sentAt: e.metadata.time } : m));
      await store.collection('invoices').updateOne({ id: d.invoiceId }, { $set: { emails } });
    },
    FeeArrangementSet: async (e, store) => {
      await store.collection('fee_arrangements').replaceOne({ caseId: e.data.caseId }, { caseId: e.data.caseId, kind: e.data.kind, ...stamp(e) }, { upsert: true });
    },
    // a matter's names and client as corrected since: its entries follow
    CaseDetailsRevised: async (e, store) => {
      const { caseNumber, titleEn, titleAr, plaintiffs } = e.data;
      await onMatter(store, { caseId: e.data.caseId }, { matterNumber: caseNumber, matterTitleEn: titleEn, matterTitleAr: titleAr, clientIds: plaintiffs && clientsOfCase(plaintiffs) });
    },
    FileDetailsRevised: async (e, store) => {
      const { fileNumber, subject, clientId } = e.data;
      await onMatter(store, { fileId: e.data.fileId }, { matterNumber: fileNumber, matterTitleEn: subject, matterTitleAr: subject, clientIds: clientId && [clientId] });
    },
    ConsultationRevised: async (e, store) => {
      const { clientId, serviceId } = e.data;
      await onMatter(store, { consultationId: e.data.consultationId }, { clientIds: clientId && [clientId], ...(serviceId !== undefined ? await consultationNames(store, serviceId) : {}) });
    },
    ConsultationRescheduled: async (e, store) => {
      await onMatter(store, { consultationId: e.data.consultationId }, { matterDay: consultationDay(e.data.scheduledDate) });
    },
  }),
};
