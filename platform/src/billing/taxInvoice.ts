import { CreditNoteIssued, InvoiceDrafted, InvoiceIssued, isEventOf, type EventOf } from '@lawfirm/contracts';
import type { RecordedEvent } from '../eventstore/types.js';
import type { TaxInvoice } from '../documents/invoice.js';

/** an issued invoice's draft and issue, from its stream's events; null before it is issued */
export function issuedInvoiceEvents(events: readonly RecordedEvent[]): { drafted: EventOf<typeof InvoiceDrafted>['data']; issued: EventOf<typeof InvoiceIssued>['data'] } | null {
  const drafted = events.find((e) => isEventOf(InvoiceDrafted, e));
  const issued = events.find((e) => isEventOf(InvoiceIssued, e));
  if (!drafted || !issued || !isEventOf(InvoiceDrafted, drafted) || !isEventOf(InvoiceIssued, issued)) return null;
  return { drafted: drafted.data, issued: issued.data };
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
    creditNotes: events.flatMap((e) =>
      isEventOf(CreditNoteIssued, e) ? [{ number: e.data.creditNoteNumber, issuedOn: e.data.issuedOn, reason: e.data.reason, vatFils: e.data.vatFils, totalFils: e.data.totalFils }] : [],
    ),
  };
}
