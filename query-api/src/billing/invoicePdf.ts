import { Router, type Request, type Response } from 'express';
import { creditNoteNumberText, invoiceNumberText } from '@lawfirm/contracts';
import { AppError, requireWork, taxCreditNoteOf, taxInvoiceOf } from '@lawfirm/platform';
import { firmHeader, renderInThread, taxCreditNoteDocument, taxInvoiceDocument, type InvoiceLang, type ReportDocument } from '@lawfirm/platform/documents';
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
 * (platform's taxInvoiceDocument), built from its own events (taxInvoiceOf);
 * `GET /api/billing/invoices/:id/credit-notes/:number/pdf?lang=en|ar|both`: one of its credit notes
 * as a tax credit note PDF in the same layout (taxCreditNoteDocument, taxCreditNoteOf). Who may read
 * the invoice may read its PDFs; a draft, approved or voided invoice has none, nor a credit note
 * number it does not carry (404).
 */
export function invoicePdfRoutes(deps: QueryDeps): Router {
  const { readStore, blobStore } = deps;
  const router = Router();
  const send = async (res: Response, lang: InvoiceLang, name: string, document: (firm: ReportDocument['firm']) => ReportDocument) => {
    const firm = await firmHeader(readStore, blobStore, lang === 'ar' ? 'ar' : 'en');
    const bytes = await renderInThread('pdf', document(firm), () => {}, WAIT_MS);
    sendBuffer(res, bytes, { filename: `${name}-${lang}.pdf`, contentType: 'application/pdf' });
  };
  router.get('/api/billing/invoices/:id/pdf', requireWork('billing', 'view'), async (req, res) => {
    const lang = langOf(req);
    const { events } = await issuedInvoiceOf(deps, req);
    const invoice = taxInvoiceOf(events)!;
    await send(res, lang, invoiceNumberText(invoice.number), (firm) => taxInvoiceDocument(invoice, lang, firm));
  });
  router.get('/api/billing/invoices/:id/credit-notes/:number/pdf', requireWork('billing', 'view'), async (req, res) => {
    const lang = langOf(req);
    const { events } = await issuedInvoiceOf(deps, req);
    const number = String(req.params.number);
    const creditNote = /^\d{1,9}$/.test(number) ? taxCreditNoteOf(events, Number(number)) : null;
    if (!creditNote) throw new AppError('not_found', 'error.notFound');
    await send(res, lang, creditNoteNumberText(creditNote.number), (firm) => taxCreditNoteDocument(creditNote, lang, firm));
  });
  return router;
}
