import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eInvoiceStream, invoiceStream, type InvoiceParty } from '@lawfirm/contracts';
import { eInvoicesOf, folderEInvoiceProvider } from '@lawfirm/platform';
import { deciderSpec } from '../framework/spec.js';
import { suiteEventStore } from '../framework/suiteEventStore.js';
import { execute, fold, type CommandMeta } from '../framework/handler.js';
import { eInvoiceDeliveryDecider, recordProviderStatuses } from './eInvoiceDelivery.js';
import { creditNoteNumbering, invoiceDecider, invoiceNumbering, type InvoiceCommand } from './invoice.js';

const spec = deciderSpec(eInvoiceDeliveryDecider);
const document = { documentId: 'INV-000042', invoiceId: 9, kind: 'invoice' as const, number: 42, uuid: '3f1b9c2e-0000-5000-8000-000000000000' };
const submitted = { type: 'EInvoiceSubmitted', data: { ...document, file: 'INV-000042.xml' } };
const at = { documentId: 'INV-000042', invoiceId: 9 };
const rejected = (message = 'Buyer TIN unknown') => ({ type: 'EInvoiceRejected', data: { ...at, reasons: [{ code: 'AE-R-001', message }] } });
const report = (r: object) => ({ type: 'RecordProviderStatus' as const, report: { documentId: 'INV-000042', ...r } as never });

describe('an e-invoice handed to the accredited provider', () => {
  it('given nothing, when it is handed over, then it is submitted; handed over again, nothing more is recorded', () => {
    spec.given([]).when({ type: 'SubmitEInvoice', document, file: 'INV-000042.xml' }).then([submitted]);
    spec.given([submitted]).when({ type: 'SubmitEInvoice', document, file: 'INV-000042.xml' }).then([]);
  });

  it('given it submitted, when the provider reports it accepted, then it is accepted (with the provider\'s reference), once', () => {
    const accepted = { type: 'EInvoiceAccepted', data: { ...at, reference: 'ASP-77' } };
    spec.given([submitted]).when(report({ status: 'accepted', reference: 'ASP-77' })).then([accepted]);
    spec.given([submitted, accepted]).when(report({ status: 'accepted', reference: 'ASP-77' })).then([]);
    // after a rejection the provider may pass it again
    spec.given([submitted, rejected()]).when(report({ status: 'accepted' })).then([{ type: 'EInvoiceAccepted', data: { ...at, reference: null } }]);
  });

  it('given it submitted, when the provider reports it rejected, then its reasons are recorded; the same report again records nothing, other reasons do', () => {
    spec.given([submitted]).when(report({ status: 'rejected', reasons: [{ code: 'AE-R-001', message: 'Buyer TIN unknown' }] })).then([rejected()]);
    spec.given([submitted, rejected()]).when(report({ status: 'rejected', reasons: [{ code: 'AE-R-001', message: 'Buyer TIN unknown' }] })).then([]);
    spec.given([submitted, rejected()]).when(report({ status: 'rejected', reasons: [{ code: 'AE-R-001', message: 'Seller TRN unknown' }] })).then([rejected('Seller TRN unknown')]);
  });

  it('refuses a report on a document never handed over, and a rejection of an accepted one', () => {
    spec.given([]).when(report({ status: 'accepted' })).thenFails('not_found', 'billing.eInvoiceNotSubmitted');
    spec.given([submitted, { type: 'EInvoiceAccepted', data: { ...at, reference: null } }]).when(report({ status: 'rejected', reasons: [{ message: 'late' }] })).thenFails('conflict', 'billing.eInvoiceAccepted');
  });
});

describe('the provider\'s folder', () => {
  const store = suiteEventStore('e-invoice-delivery');
  const meta: CommandMeta = { userId: 3, userType: 'user', correlationId: 'c', causationId: null, command: 'billing' };
  const party: InvoiceParty = { name: 'Al Noor Legal', nameAr: null, address: 'Business Bay, Dubai', trn: '100123456700003' };
  const run = (command: InvoiceCommand, opts = {}) => execute(store, invoiceStream(1), invoiceDecider, command, meta, opts);

  it('takes the issued invoice and its credit note as the API serves them, and records what the provider reports back, each report once', async () => {
    const entries = [{ timeEntryId: 1, caseId: 1, date: '2026-11-02', minutes: 90, description: 'Advice', billable: true, rateFils: 100_000 }];
    await run({ type: 'DraftInvoice', invoiceId: 1, clientId: 1, caseId: null, from: '2026-11-01', to: '2026-11-30', draftedBy: 3, entries, discountFils: 0, vat: 'standard' });
    await run({ type: 'ApproveInvoice', approvedBy: 3 });
    await run({ type: 'IssueInvoice', number: 0, issuedOn: '2026-12-01', suppliedOn: '2026-11-30', issuedBy: 3, seller: party, buyer: { ...party, trn: null }, reverseCharge: false }, invoiceNumbering);
    await run({ type: 'IssueCreditNote', creditNoteNumber: 0, issuedOn: '2026-12-02', issuedBy: 3, reason: 'Discount agreed', lines: [{ line: 0, netFils: 50_000 }] }, creditNoteNumbering);
    const documents = eInvoicesOf(1, await store.readStream(invoiceStream(1)));
    expect(documents.map((d) => d.documentId)).toEqual(['INV-000001', 'CN-000001']);

    const dir = mkdtempSync(join(tmpdir(), 'asp-'));
    const provider = folderEInvoiceProvider(dir);
    for (const d of documents) {
      const { file } = await provider.submit(d);
      await execute(store, eInvoiceStream(d.documentId), eInvoiceDeliveryDecider, { type: 'SubmitEInvoice', document: d, file }, meta);
    }
    // whole files only: nothing half-written is left for the connector
    expect(readdirSync(join(dir, 'outbox')).sort()).toEqual(['CN-000001.xml', 'INV-000001.xml']);
    expect(readFileSync(join(dir, 'outbox', 'INV-000001.xml'), 'utf8')).toBe(documents[0].xml);

    const inbox = join(dir, 'inbox');
    writeFileSync(join(inbox, 'a.json'), JSON.stringify({ documentId: 'INV-000001', status: 'accepted', reference: 'ASP-1' }));
    writeFileSync(join(inbox, 'b.json'), JSON.stringify({ documentId: 'CN-000001', status: 'rejected', reasons: [{ code: 'BR-AE-10', message: 'Invoice reference missing' }] }));
    writeFileSync(join(inbox, 'c.json'), JSON.stringify({ documentId: 'INV-000099', status: 'accepted' }));
    writeFileSync(join(inbox, 'd.json'), '{ not json');
    writeFileSync(join(inbox, 'e.json'), JSON.stringify({ documentId: 'INV-000001', status: 'rejected', reasons: [] }));
    expect(await recordProviderStatuses({ eventStore: store }, provider)).toEqual({ recorded: 2, refused: 3 });
    expect(readdirSync(join(inbox, 'recorded')).sort()).toEqual(['a.json', 'b.json']);
    expect(readdirSync(join(inbox, 'refused')).sort()).toEqual(['c.json', 'd.json', 'e.json']);
    const stateOf = async (id: string) => fold(eInvoiceDeliveryDecider, await store.readStream(eInvoiceStream(id))).state;
    expect(await stateOf('INV-000001')).toMatchObject({ status: 'accepted' });
    expect(await stateOf('CN-000001')).toMatchObject({ status: 'rejected' });

    // the same report again (a connector writing it twice) records nothing new
    writeFileSync(join(inbox, 'a2.json'), JSON.stringify({ documentId: 'INV-000001', status: 'accepted', reference: 'ASP-1' }));
    const before = (await store.readStream(eInvoiceStream('INV-000001'))).length;
    expect(await recordProviderStatuses({ eventStore: store }, provider)).toEqual({ recorded: 1, refused: 0 });
    expect((await store.readStream(eInvoiceStream('INV-000001'))).length).toBe(before);
  });
});
