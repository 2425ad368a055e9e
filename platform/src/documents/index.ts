/**
 * Documents drawn from plain data: a `ReportDocument` (title, the firm's header, a summary block,
 * a table) rendered as PDF (pdfmake with the project's Noto fonts, Arabic right to left) or as an
 * Excel workbook, in a worker thread so the calling process keeps serving. Reports (workers) and
 * the audit export (query API) compose documents; this module draws them.
 *
 * Imported as `@lawfirm/platform/documents`, apart from the platform's main entry, so a process
 * loads none of this unless it renders; pdfmake and exceljs themselves load only in the rendering
 * thread (`@lawfirm/platform/documents/renderers` draws in the calling thread, for benchmarks).
 */
export * from './document.js';
export { renderInThread, RENDER_TIMEOUT_MS } from './renderInThread.js';
export type { ReportFormat } from './thread.js';
export { firmHeader } from './firm.js';
export { dateTime, locale } from './dates.js';
export { taxInvoiceDocument, taxCreditNoteDocument, type TaxInvoice, type TaxCreditNote, type InvoiceLang } from './invoice.js';
