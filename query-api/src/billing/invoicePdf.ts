import { Router, type Request } from 'express';
import { invoiceNumberText } from '@lawfirm/contracts';
import { AppError, requireWork, taxInvoiceOf } from '@lawfirm/platform';
import { firmHeader, renderInThread, taxInvoiceDocument, type InvoiceLang } from '@lawfirm/platform/documents';
import type { QueryDeps } from '../framework/deps.js';
import { WAIT_MS } from '../reports/jobs.js';
import { sendBuffer } from '../reports/send.js';
import { issuedInvoiceOf } from './issuedInvoice.js';

const LANGS: readonly InvoiceLang[] = ['en', 'ar', 'both'];
const langOf = (req: Request): InvoiceLang => {
  const raw = req.query.lang ?? 'both';
  if (typeof raw === 'string' && (LANGS as readonly string[]).includes(raw)) return raw as InvoiceLang;
  throw new AppError('validation_failed', 'validation.failed', [
    { field: 'lang', message: 'The language must be en, ar or both', messageAr: 'يجب أن تكون اللغة en أو ar أو both' },
  ]);
};

/**
 * `GET /api/billing/invoices/:id/pdf?lang=en|ar|both`: an issued invoice as a tax invoice PDF
 * (platform's taxInvoiceDocument), built from its own events (taxInvoiceOf). Who may read the invoice
 * may read its PDF; a draft, approved or voided invoice has none (404).
 */
export function invoicePdfRoutes(deps: QueryDeps): Router {
  const { readStore, blobStore } = deps;
  const router = Router();
  router.get('/api/billing/invoices/:id/pdf', requireWork('billing', 'view'), async (req, res) => {
    const lang = langOf(req);
    const { events } = await issuedInvoiceOf(deps, req);
    const invoice = taxInvoiceOf(events)!;
    const firm = await firmHeader(readStore, blobStore, lang === 'ar' ? 'ar' : 'en');
    const bytes = await renderInThread('pdf', taxInvoiceDocument(invoice, lang, firm), () => {}, WAIT_MS);
    sendBuffer(res, bytes, { filename: `${invoiceNumberText(invoice.number)}-${lang}.pdf`, contentType: 'application/pdf' });
  });
  return router;
}
