import type { Request } from 'express';
import { invoiceStream, type InvoiceDrafted, type InvoiceIssued, type EventOf } from '@lawfirm/contracts';
import { AppError, issuedInvoiceEvents, type RecordedEvent } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { recordById } from '../framework/lists.js';
import { invoiceScope } from './routes.js';

export interface IssuedInvoice {
  id: number;
  /** the invoice's stream: its credit notes are among them */
  events: RecordedEvent[];
  drafted: EventOf<typeof InvoiceDrafted>['data'];
  issued: EventOf<typeof InvoiceIssued>['data'];
}

/**
 * The issued invoice a request names, from its own events (the lines as drafted, the number, days,
 * parties and totals as issued), if the caller may read it (as `GET /api/billing/invoices/:id`);
 * 404 otherwise, and for a draft, approved or voided invoice, which are no tax documents.
 */
export async function issuedInvoiceOf({ readStore, eventStore }: Pick<QueryDeps, 'readStore' | 'eventStore'>, req: Request): Promise<IssuedInvoice> {
  await recordById(readStore, 'invoices', req.params.id, await invoiceScope(readStore, req));
  const id = Number(req.params.id);
  const events = await eventStore.readStream(invoiceStream(id));
  const found = issuedInvoiceEvents(events);
  if (!found) throw new AppError('not_found', 'error.notFound');
  return { id, events, ...found };
}
