import { createHash } from 'node:crypto';
import { creditNoteNumberText, CreditNoteIssued, invoiceNumberText, invoiceStream, isEventOf, pintAeXml, type EInvoiceDocumentKind } from '@lawfirm/contracts';
import type { RecordedEvent } from '../eventstore/types.js';
import { currencyTermsOf, issuedInvoiceEvents } from './taxInvoice.js';

/** a name-based uuid (RFC 4122 version 5 layout over SHA-1): the same document always carries the same one */
export function documentUuid(name: string): string {
  const h = createHash('sha1').update(`lawfirm-e-invoice:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** one e-invoice: an issued invoice's, or one of its credit notes' */
export interface EInvoiceFile {
  /** its number as printed, which names it to the provider: INV-000042, CN-000007 */
  documentId: string;
  invoiceId: number;
  kind: EInvoiceDocumentKind;
  number: number;
  uuid: string;
  xml: string;
}

/**
 * The PINT AE e-invoices of an invoice, from its own events (contracts' eInvoice.ts): the issued
 * invoice's, then one per credit note, in the order they were issued; none before it is issued.
 * The API serves them and the provider's port hands them over: the same bytes either way.
 */
export function eInvoicesOf(invoiceId: number, events: readonly RecordedEvent[]): EInvoiceFile[] {
  const found = issuedInvoiceEvents(events);
  if (!found) return [];
  const { drafted, issued } = found;
  const { number, issuedOn, seller, buyer, reverseCharge } = issued;
  const name = `${seller.trn ?? ''}:${invoiceStream(invoiceId)}`;
  const source = { issuedOn, period: { from: drafted.from, to: drafted.to }, seller, buyer, reverseCharge, lines: drafted.lines, terms: currencyTermsOf(events) };
  const invoice: EInvoiceFile = { documentId: invoiceNumberText(number), invoiceId, kind: 'invoice', number, uuid: documentUuid(name), xml: '' };
  invoice.xml = pintAeXml({ kind: 'invoice', number, uuid: invoice.uuid, ...source });
  const credits = events.flatMap((e) => {
    if (!isEventOf(CreditNoteIssued, e)) return [];
    const n = e.data.creditNoteNumber;
    const uuid = documentUuid(`${name}:credit-${n}`);
    const xml = pintAeXml({ kind: 'credit_note', ...source, uuid, number: n, issuedOn: e.data.issuedOn, invoiceNumber: number, invoiceIssuedOn: issuedOn, reason: e.data.reason }, e.data.lines);
    return [{ documentId: creditNoteNumberText(n), invoiceId, kind: 'credit_note' as const, number: n, uuid, xml }];
  });
  return [invoice, ...credits];
}
