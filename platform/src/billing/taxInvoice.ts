import { CreditNoteIssued, InvoiceDrafted, InvoiceExchangeRateChanged, InvoiceIssued, isEventOf, type EventOf, type InvoiceCurrencyTerms } from '@lawfirm/contracts';
import type { RecordedEvent } from '../eventstore/types.js';
import type { TaxCreditNote, TaxInvoice } from '../documents/invoice.js';

/** an issued invoice's draft and issue, from its stream's events; null before it is issued */
export function issuedInvoiceEvents(events: readonly RecordedEvent[]): { drafted: EventOf<typeof InvoiceDrafted>['data']; issued: EventOf<typeof InvoiceIssued>['data'] } | null {
  const drafted = events.find((e) => isEventOf(InvoiceDrafted, e));
  const issued = events.find((e) => isEventOf(InvoiceIssued, e));
  if (!drafted || !issued || !isEventOf(InvoiceDrafted, drafted) || !isEventOf(InvoiceIssued, issued)) return null;
  return { drafted: drafted.data, issued: issued.data };
}

/** the currency an invoice is billed in and its rate as it stood when issued (the rate is not changed after): the draft's, or the last change of it */
export function currencyTermsOf(events: readonly RecordedEvent[]): InvoiceCurrencyTerms {
  let terms: InvoiceCurrencyTerms = { currency: 'AED', exchangeRate: null };
  for (const e of events) {
    if (isEventOf(InvoiceDrafted, e)) terms = { currency: e.data.currency, exchangeRate: e.data.exchangeRate };
    else if (isEventOf(InvoiceExchangeRateChanged, e)) terms = { ...terms, exchangeRate: e.data.exchangeRate };
  }
  return terms;
}

/**
 * An issued invoice as its tax invoice PDF prints it, from its own events: the lines as drafted,
 * the number, days, parties and totals as issued, and the credit notes issued since; null before
 * it is issued. The PDF route and the e-mail that attaches it read the same.
 */
export function taxInvoiceOf(events: readonly RecordedEvent[]): TaxInvoice | null {
  const found = issuedInvoiceEvents(events);
  if (!found) return null;
  const { number, issuedOn, suppliedOn, seller, buyer, reverseCharge, subtotalFils, vatFils, totalFils } = found.issued;
  return {
    number, issuedOn, suppliedOn, seller, buyer, reverseCharge, subtotalFils, vatFils, totalFils,
    lines: found.drafted.lines,
    terms: currencyTermsOf(events),
    creditNotes: events.flatMap((e) =>
      isEventOf(CreditNoteIssued, e) ? [{ number: e.data.creditNoteNumber, issuedOn: e.data.issuedOn, reason: e.data.reason, vatFils: e.data.vatFils, totalFils: e.data.totalFils }] : [],
    ),
  };
}

/**
 * A credit note of an issued invoice as its tax credit note PDF prints it, from the invoice's own
 * events: its number, day, reason and amounts as issued, the invoice's number, day and parties as
 * issued, and each line it corrects with its description and net as drafted and its net once this
 * credit note and those before it are taken off; null when the invoice is not issued or has no
 * credit note of that number.
 */
export function taxCreditNoteOf(events: readonly RecordedEvent[], creditNoteNumber: number): TaxCreditNote | null {
  const found = issuedInvoiceEvents(events);
  if (!found) return null;
  const credits = events.flatMap((e) => (isEventOf(CreditNoteIssued, e) ? [e.data] : []));
  const at = credits.findIndex((c) => c.creditNoteNumber === creditNoteNumber);
  if (at < 0) return null;
  const note = credits[at];
  const takenBack = (line: number) => credits.slice(0, at + 1).reduce((s, c) => s + c.lines.filter((l) => l.line === line).reduce((t, l) => t + l.netFils, 0), 0);
  const { number, issuedOn, seller, buyer, reverseCharge } = found.issued;
  return {
    number: note.creditNoteNumber,
    issuedOn: note.issuedOn,
    reason: note.reason,
    invoice: { number, issuedOn },
    seller,
    buyer,
    reverseCharge,
    lines: note.lines.map((l) => {
      const drafted = found.drafted.lines[l.line];
      return { line: l.line, description: drafted.description, vat: drafted.vat, invoicedNetFils: drafted.netFils, correctedNetFils: drafted.netFils - takenBack(l.line), netFils: l.netFils, vatFils: l.vatFils };
    }),
    subtotalFils: note.subtotalFils,
    vatFils: note.vatFils,
    totalFils: note.totalFils,
    terms: currencyTermsOf(events),
  };
}
