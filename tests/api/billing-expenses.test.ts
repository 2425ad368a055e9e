import { describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { eventually } from '../support/eventually.js';
import { daysAgo, ok, today, billingFirmForSuite } from '../support/billing.js';

/**
 * Expenses and disbursements over HTTP on the seeded firm: a lawyer records what was paid for a
 * case, changes and deletes it while unbilled; a draft bills the period's time and expenses in one
 * append (a court fee out of scope, a translation at 5%), the totals to the fils; voiding the draft
 * unbills them; several drafts at once bill an expense once; bad input; no permission.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let fatima: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;

const expense = (date: string, amount: string | number, expenseType: string, description: string, over: Rec = {}) => ({ caseId: theCase.id, date, amount, expenseType, description, ...over });
const list = async (as: Client, filter: Rec = {}) => (await ok('expenses', as.get(`/api/billing/expenses?filter=${encodeURIComponent(JSON.stringify(filter))}`))) as Rec[];
const arabic = /[\u0600-\u06FF]/;
/** a receipt's upload: a small PDF under `receipt` */
const receiptForm = () => {
  const f = new FormData();
  f.append('receipt', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'receipt.pdf');
  return f;
};

billingFirmForSuite((f) => void ({ firm, admin, omar, fatima, theCase, clientId } = f));

describe('expenses', () => {
  it('a lawyer records, lists, changes and deletes what was paid for a case; another lawyer sees none of it, billing staff see all', async () => {
    const fee = await ok('a court fee', omar.post('/api/billing/expenses', expense(daysAgo(20), '1250.50', 'court_fees', 'Filing fee')));
    expect(fee).toMatchObject({ caseId: theCase.id, date: daysAgo(20), amount: '1250.50', amountFils: 125_050, expenseType: 'court_fees', vat: 'out_of_scope', recordedBy: firm.omar.user.id, recordedByType: 'employee', invoiceId: null });
    const courier = await ok('a courier', omar.post('/api/billing/expenses', expense(daysAgo(21), 75, 'courier', 'Papers to the court')));
    expect(courier).toMatchObject({ amount: '75.00', vat: 'standard' });

    const mine = await list(omar, { from: daysAgo(21), to: daysAgo(20) });
    expect(mine.map((e) => e.id).sort()).toEqual([fee.id, courier.id].sort());
    expect(mine.find((e) => e.id === fee.id)).toMatchObject({ amount: '1250.50', vat: 'out_of_scope', invoiceId: null, clientIds: [clientId] });
    expect((await list(omar, { expenseType: 'courier' })).map((e) => e.id)).toEqual([courier.id]);
    expect((await list(fatima)).map((e) => e.id)).not.toContain(fee.id);
    expect((await fatima.get(`/api/billing/expenses/${fee.id}`)).status).toBe(404);
    expect((await list(admin, { caseId: theCase.id })).map((e) => e.id)).toEqual(expect.arrayContaining([fee.id, courier.id]));
    expect(await ok('one', admin.get(`/api/billing/expenses/${fee.id}`))).toMatchObject({ id: fee.id, amount: '1250.50' });

    const changed = await ok('changed', omar.put(`/api/billing/expenses/${fee.id}`, expense(daysAgo(20), '1300.00', 'court_fees', 'Filing fee, appeal')));
    expect(changed).toMatchObject({ amount: '1300.00', description: 'Filing fee, appeal' });
    expect(await ok('read back', omar.get(`/api/billing/expenses/${fee.id}`))).toMatchObject({ amount: '1300.00', description: 'Filing fee, appeal' });
    await ok('deleted', omar.delete(`/api/billing/expenses/${courier.id}`));
    expect((await omar.get(`/api/billing/expenses/${courier.id}`)).status).toBe(404);
    expect((await omar.put(`/api/billing/expenses/${courier.id}`, expense(daysAgo(21), '1', 'courier', 'Again'))).status).toBe(404);
    // billing staff record one too, and change anyone's
    const byStaff = await ok('staff', admin.post('/api/billing/expenses', expense(daysAgo(22), '10.00', 'other', 'Copies')));
    expect(byStaff).toMatchObject({ recordedBy: expect.any(Number), recordedByType: 'admin', vat: 'standard' });
    await ok('staff change Omar\'s', admin.put(`/api/billing/expenses/${fee.id}`, expense(daysAgo(20), '1250.50', 'court_fees', 'Filing fee')));
    // what staff recorded is not Omar's to change
    expect((await omar.put(`/api/billing/expenses/${byStaff.id}`, expense(daysAgo(22), '11.00', 'other', 'Copies'))).status).toBe(403);
    await ok('staff delete theirs', admin.delete(`/api/billing/expenses/${byStaff.id}`));
  }, 60_000);

  it('a draft bills the period\'s time and expenses in one append, each expense taxed as its type, the totals to the fils; billed, they cannot change; voided, they are unbilled', async () => {
    const [from, to] = [daysAgo(12), daysAgo(10)];
    // 60 minutes at AED 1,000.00: 1,000.00, VAT 50.00
    const time = await ok('an hour', omar.post('/api/billing/time-entries', { caseId: theCase.id, date: daysAgo(11), minutes: 60, activity: 'drafting', description: 'Appeal', billable: true, rate: '1000.00' }));
    // a court fee paid in the client's name: out of scope, no VAT
    const fee = await ok('a court fee', omar.post('/api/billing/expenses', expense(daysAgo(11), '1250.50', 'court_fees', 'Filing fee of the appeal')));
    // a translation: a cost of the firm's service, 5%: 200.01 -> 10.0005 -> 10.00
    const translation = await ok('a translation', omar.post('/api/billing/expenses', expense(daysAgo(10), '200.01', 'translation', 'ترجمة الحكم')));
    // outside the period: not billed
    const later = await ok('later', omar.post('/api/billing/expenses', expense(daysAgo(9), '5.00', 'courier', 'Later')));

    const draft = await ok('a draft', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from, to }));
    expect(draft).toMatchObject({ subtotal: '2450.51', vat: '60.00', total: '2510.51' });
    expect(draft.lines.map((l: Rec) => [l.timeEntryId, l.expenseId, l.vat])).toEqual([[time.id, null, 'standard'], [null, fee.id, 'out_of_scope'], [null, translation.id, 'standard']]);

    const read = await ok('the invoice', admin.get(`/api/billing/invoices/${draft.id}`));
    expect(read.lines).toEqual([
      expect.objectContaining({ timeEntryId: time.id, expenseId: null, quantity: '1.00', unit: 'hour', unitPrice: '1000.00', vat: 'standard', net: '1000.00', vatAmount: '50.00', total: '1050.00' }),
      expect.objectContaining({ expenseId: fee.id, description: 'Court fees — Filing fee of the appeal', quantity: '1', unit: 'item', unitPrice: '1250.50', vat: 'out_of_scope', net: '1250.50', vatAmount: '0.00', total: '1250.50' }),
      expect.objectContaining({ expenseId: translation.id, description: 'ترجمة — ترجمة الحكم', unit: 'item', unitPrice: '200.01', vat: 'standard', net: '200.01', vatAmount: '10.00', total: '210.01' }),
    ]);
    // the lines add up to the invoice, to the fils
    const fils = (s: string) => Math.round(Number(s) * 100);
    expect(read.lines.reduce((n: number, l: Rec) => n + fils(l.net), 0)).toBe(fils(read.subtotal));
    expect(read.lines.reduce((n: number, l: Rec) => n + fils(l.vatAmount), 0)).toBe(fils(read.vat));
    expect(fils(read.subtotal) + fils(read.vat)).toBe(fils(read.total));
    expect(read).toMatchObject({ subtotal: '2450.51', vat: '60.00', total: '2510.51' });

    const billed = await eventually('the expenses billed', () => list(omar, { from, to }), (l) => l.every((e) => e.invoiceId === draft.id) && l.length === 2);
    expect(billed.map((e) => e.id).sort()).toEqual([fee.id, translation.id].sort());
    expect((await list(omar, { invoiceId: null, from: daysAgo(9), to: daysAgo(9) })).map((e) => e.id)).toEqual([later.id]);

    const change = await omar.put(`/api/billing/expenses/${fee.id}`, expense(daysAgo(11), '1.00', 'court_fees', 'Filing fee of the appeal'));
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ message: 'This expense is on an invoice and can no longer be changed or deleted', messageAr: 'هذا المصروف مدرج في فاتورة ولم يعد من الممكن تعديله أو حذفه' });
    expect((await admin.delete(`/api/billing/expenses/${translation.id}`)).status).toBe(409);

    await ok('void', admin.post(`/api/billing/invoices/${draft.id}/void`, { reason: 'Drafted too early' }));
    await eventually('the expenses unbilled', () => list(omar, { from, to }), (l) => l.length === 2 && l.every((e) => e.invoiceId === null));
    await ok('deletable again', omar.delete(`/api/billing/expenses/${translation.id}`));
    const again = await ok('drafted again', admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from, to }));
    expect(again.lines.map((l: Rec) => l.expenseId)).toEqual([null, fee.id]);
    expect(again).toMatchObject({ subtotal: '2250.50', vat: '50.00', total: '2300.50' });
  }, 60_000);

  it('drafts made at once bill an expense once: one takes it, the others are refused and append nothing', async () => {
    const day = daysAgo(30);
    const fee = await ok('a fee', omar.post('/api/billing/expenses', expense(day, '500.00', 'government_fees', 'Attestation')));
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from: day, to: day })));
    const made = answers.filter((r) => r.status === 201);
    expect(made, answers.map((r) => `${r.status} ${r.text.slice(0, 200)}`).join('\n')).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) {
      // decided on the same unbilled fee: the claim refuses it (409 naming the line); decided after it was billed: nothing left to bill (400)
      if (r.status === 409) expect(r.body.errors, r.text).toEqual([expect.objectContaining({ field: 'lines.0.expenseId', message: 'This expense is already on another invoice', messageAr: expect.stringMatching(arabic) })]);
      else expect(r.body, r.text).toMatchObject({ message: 'There is no unbilled time or expense to invoice for this period', messageAr: expect.stringMatching(arabic) });
    }
    expect(made[0].body).toMatchObject({ subtotal: '500.00', vat: '0.00', total: '500.00' });
    await eventually('the fee on that draft', () => ok('one', admin.get(`/api/billing/expenses/${fee.id}`)), (e) => e.invoiceId === made[0].body.id);
    const drafts = (await ok('drafts', admin.get(`/api/billing/invoices?filter=${encodeURIComponent(JSON.stringify({ from: day, to: day, clientId }))}`))) as Rec[];
    expect(drafts.filter((d) => d.status === 'draft' && d.from === day)).toHaveLength(1);
  }, 60_000);

  it('a receipt is kept with its expense and read back by whom may read the expense; a file of another kind or none is refused naming the field', async () => {
    const fee = await ok('a fee', omar.post('/api/billing/expenses', expense(daysAgo(3), '40.00', 'government_fees', 'Power of attorney attestation')));
    const pdf = '%PDF-1.4\n% receipt of the attestation\n%%EOF\n';
    const form = (content: string, name: string) => {
      const f = new FormData();
      f.append('receipt', new Blob([Buffer.from(content)], { type: 'application/pdf' }), name);
      return f;
    };
    const attached = await ok('the receipt', omar.post(`/api/billing/expenses/${fee.id}/receipt`, form(pdf, 'receipt.pdf')), [201]);
    expect(attached.receipt).toEqual({ filename: 'receipt.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(await ok('listed with it', omar.get(`/api/billing/expenses/${fee.id}`))).toMatchObject({ receipt: { filename: 'receipt.pdf', contentType: 'application/pdf' } });
    expect((await ok('listed', omar.get(`/api/billing/expenses?filter=${encodeURIComponent(JSON.stringify({ caseId: theCase.id }))}`))).find((e: Rec) => e.id === fee.id)).not.toHaveProperty('receiptFile');
    for (const who of [omar, admin]) {
      const r = await who.get(`/api/billing/expenses/${fee.id}/receipt`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.text).toBe(pdf);
    }
    expect((await fatima.get(`/api/billing/expenses/${fee.id}/receipt`)).status).toBe(404);

    const before = await requestsHead(admin);
    const wrong = await omar.post(`/api/billing/expenses/${fee.id}/receipt`, form('just text, not a receipt', 'receipt.txt'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'receipt', message: 'Files must be .pdf, .doc, .docx, .jpg, .jpeg or .png', messageAr: expect.stringMatching(arabic) })]);
    const none = await omar.post(`/api/billing/expenses/${fee.id}/receipt`, new FormData());
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([expect.objectContaining({ field: 'receipt', message: 'Please choose a file', messageAr: 'يرجى اختيار ملف' })]);
    expect((await fatima.post(`/api/billing/expenses/${fee.id}/receipt`, form(pdf, 'mine.pdf'))).status).toBe(403);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('refuses bad input with a 400 naming the field in English and Arabic, and records nothing', async () => {
    const before = await requestsHead(admin);
    const bad = await omar.post('/api/billing/expenses', { caseId: theCase.id, date: '2026-02-30', amount: '1.234', expenseType: 'golf', description: '  ' });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Rec[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['amount', 'date', 'description', 'expenseType']);
    expect(fields.amount).toMatchObject({ message: 'Enter the amount paid in AED, more than zero, with at most two decimals', messageAr: 'أدخل المبلغ المدفوع بالدرهم، أكبر من صفر، بخانتين عشريتين على الأكثر' });
    expect(fields.expenseType.message).toMatch(/court fees/);
    for (const f of Object.values(fields) as Rec[]) expect(f.messageAr).toMatch(arabic);
    const nothing = await omar.post('/api/billing/expenses', expense(daysAgo(1), '0.00', 'travel', 'Taxi'));
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors).toEqual([expect.objectContaining({ field: 'amount', messageAr: expect.stringMatching(arabic) })]);
    const ahead = await omar.post('/api/billing/expenses', expense(daysAgo(-2), '10.00', 'travel', 'Taxi'));
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors).toEqual([expect.objectContaining({ field: 'date', messageAr: expect.stringMatching(arabic) })]);
    expect((await omar.post('/api/billing/expenses', expense(today(), '10.00', 'travel', 'Taxi', { caseId: 999_999 }))).status).toBe(404);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('a caller without the billing grant, or a lawyer not on the case, gets 403 and changes nothing', async () => {
    const fee = await ok('a fee', omar.post('/api/billing/expenses', expense(daysAgo(2), '100.00', 'expert_fees', 'Expert report')));
    const role = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without expenses', nameAr: 'كاتب بلا مصروفات', permissions: { clients: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'no-expenses', email: 'no-expenses@alnoor-law.ae', password: 'Expenses#2026!x', fullNameEn: 'No Expenses', fullNameAr: 'بلا مصروفات', roleId: role.id }));
    const clerk = (await login(firm.server.url, 'no-expenses', 'Expenses#2026!x')).client;
    const before = await requestsHead(admin);
    for (const [what, res] of [
      ['record', clerk.post('/api/billing/expenses', expense(daysAgo(2), '1.00', 'other', 'No'))],
      ['change', clerk.put(`/api/billing/expenses/${fee.id}`, expense(daysAgo(2), '1.00', 'other', 'No'))],
      ['delete', clerk.delete(`/api/billing/expenses/${fee.id}`)],
      ['list', clerk.get('/api/billing/expenses')],
      ['read one', clerk.get(`/api/billing/expenses/${fee.id}`)],
      ['upload a receipt', clerk.post(`/api/billing/expenses/${fee.id}/receipt`, receiptForm())],
      ['read the receipt', clerk.get(`/api/billing/expenses/${fee.id}/receipt`)],
      // a lawyer not on the case records nothing on it and changes no one else's
      ['Fatima records on Omar\'s case', fatima.post('/api/billing/expenses', expense(daysAgo(2), '1.00', 'other', 'No'))],
      ['Fatima changes Omar\'s', fatima.put(`/api/billing/expenses/${fee.id}`, expense(daysAgo(2), '1.00', 'other', 'No'))],
      ['Fatima deletes Omar\'s', fatima.delete(`/api/billing/expenses/${fee.id}`)],
    ] as const) {
      const r = await res;
      expect(r.status, `${what}: ${r.text}`).toBe(403);
      expect(r.body.messageAr, what).toMatch(arabic);
    }
    expect(await requestsHead(admin)).toBe(before);
    expect(await ok('unchanged', admin.get(`/api/billing/expenses/${fee.id}`))).toMatchObject({ amount: '100.00', description: 'Expert report' });
  }, 60_000);
});
