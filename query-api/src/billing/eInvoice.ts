import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { creditNoteNumberText, invoiceNumberText, invoiceStream, isEventOf, CreditNoteIssued, pintAeXml, type EInvoiceSource } from '@lawfirm/contracts';
import { AppError, requireWork } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { sendBuffer } from '../reports/send.js';
import { issuedInvoiceOf } from './issuedInvoice.js';

/** a name-based uuid (RFC 4122 version 5 layout over SHA-1): the same document always carries the same one */
export function documentUuid(name: string): string {
  const h = createHash('sha1').update(`lawfirm-e-invoice:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The e-invoices of issued invoices and their credit notes (PINT AE, contracts' eInvoice.ts), built
 * from the invoice's own events: the amounts in fils and the parties as they stood when issued. Who
 * may read the invoice may read its e-invoice; a draft or voided invoice has none (404).
 */
export function eInvoiceRoutes(deps: QueryDeps): Router {
  const router = Router();
  const issuedInvoice = async (req: Request) => {
    const { id, events, drafted, issued } = await issuedInvoiceOf(deps, req);
    const source: EInvoiceSource = {
      uuid: documentUuid(`${issued.seller.trn ?? ''}:${invoiceStream(id)}`),
      issuedOn: issued.issuedOn,
      period: { from: drafted.from, to: drafted.to },
      seller: issued.seller,
      buyer: issued.buyer,
      reverseCharge: issued.reverseCharge,
      lines: drafted.lines,
    };
    return { id, events, source, number: issued.number };
  };
  const sendXml = (res: Response, filename: string, xml: string) => sendBuffer(res, Buffer.from(xml, 'utf8'), { filename: `${filename}.xml`, contentType: 'application/xml; charset=utf-8' });

  router.get('/api/billing/invoices/:id/e-invoice.xml', requireWork('billing', 'view'), async (req, res) => {
    const { source, number } = await issuedInvoice(req);
    sendXml(res, invoiceNumberText(number), pintAeXml({ kind: 'invoice', number, ...source }));
  });
  router.get('/api/billing/invoices/:id/credit-notes/:number/e-invoice.xml', requireWork('billing', 'view'), async (req, res) => {
    const { id, events, source, number } = await issuedInvoice(req);
    const wanted = Number(req.params.number);
    const credit = events.find((e) => isEventOf(CreditNoteIssued, e) && e.data.creditNoteNumber === wanted);
    if (!credit || !isEventOf(CreditNoteIssued, credit)) throw new AppError('not_found', 'error.notFound');
    const doc = { kind: 'credit_note' as const, ...source, uuid: documentUuid(`${source.seller.trn ?? ''}:${invoiceStream(id)}:credit-${wanted}`), number: wanted, issuedOn: credit.data.issuedOn, invoiceNumber: number, invoiceIssuedOn: source.issuedOn, reason: credit.data.reason };
    sendXml(res, creditNoteNumberText(wanted), pintAeXml(doc, credit.data.lines));
  });
  return router;
}
