import { Router, type Request, type Response } from 'express';
import { AppError, eInvoicesOf, requireWork, type EInvoiceFile } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { sendBuffer } from '../reports/send.js';
import { issuedInvoiceOf } from './issuedInvoice.js';

/**
 * The e-invoices of issued invoices and their credit notes (PINT AE, platform's eInvoicesOf), built
 * from the invoice's own events: the amounts in fils and the parties as they stood when issued, the
 * same bytes the accredited provider's port is handed. Who may read the invoice may read its
 * e-invoice; a draft or voided invoice has none (404).
 */
export function eInvoiceRoutes(deps: QueryDeps): Router {
  const router = Router();
  const documentOf = async (req: Request, wanted: (doc: EInvoiceFile) => boolean) => {
    const { id, events } = await issuedInvoiceOf(deps, req);
    const doc = eInvoicesOf(id, events).find(wanted);
    if (!doc) throw new AppError('not_found', 'error.notFound');
    return doc;
  };
  const sendXml = (res: Response, doc: EInvoiceFile) => sendBuffer(res, Buffer.from(doc.xml, 'utf8'), { filename: `${doc.documentId}.xml`, contentType: 'application/xml; charset=utf-8' });

  router.get('/api/billing/invoices/:id/e-invoice.xml', requireWork('billing', 'view'), async (req, res) => {
    sendXml(res, await documentOf(req, (doc) => doc.kind === 'invoice'));
  });
  router.get('/api/billing/invoices/:id/credit-notes/:number/e-invoice.xml', requireWork('billing', 'view'), async (req, res) => {
    const wanted = Number(req.params.number);
    sendXml(res, await documentOf(req, (doc) => doc.kind === 'credit_note' && doc.number === wanted));
  });
  return router;
}
