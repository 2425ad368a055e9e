import { describe, expect, it } from 'vitest';
import { login, requestsHead } from '../support/server.js';
import type { SeededFirm } from '../support/seededFirm.js';
import { daysAgo, ok, billingFirmForSuite, today } from '../support/billing.js';
import { eventually } from '../support/eventually.js';

/**
 * A case's fee arrangement over HTTP on the seeded firm: a fixed fee in stages set on a case, a
 * stage marked reached, a draft billing it (an item line at its amount) and not the case's time,
 * drafts at once billing a stage once, a voided draft releasing it; bad input; no permission.
 */
type Client = SeededFirm['admin'];
type Rec = Record<string, any>;

let firm: SeededFirm;
let omar: Client;
let admin: Client;
let theCase: Rec;
let clientId: number;
/** Omar's hour on the fixed-fee case */
let hour: Rec;
const arabic = /[\u0600-\u06FF]/;

const path = () => `/api/billing/cases/${theCase.id}/fee-arrangement`;
const filing = { stageId: 'filing', description: 'Filing the claim', amount: '5000.00' };
const judgment = { stageId: 'judgment', description: 'صدور الحكم الابتدائي', amount: 10_000 };
const arrangement = (as: Client = admin) => ok('the arrangement', as.get(path()));
const draft = (from: string, to: string) => admin.post('/api/billing/invoices', { clientId, caseId: theCase.id, from, to });

billingFirmForSuite((f) => void ({ firm, admin, omar, theCase, clientId } = f));

describe('a fixed fee in stages', () => {
  it('a case is hourly until a fixed fee is set; a reached stage is drafted as an item line and the case\'s time is not, while it stays recorded', async () => {
    expect(await arrangement()).toEqual({ caseId: theCase.id, kind: 'hourly', version: 0, stages: [] });
    const set = await ok('a fixed fee', admin.put(path(), { kind: 'fixedFee', stages: [filing, judgment] }));
    expect(set).toMatchObject({ caseId: theCase.id, kind: 'fixedFee', version: 1 });
    expect(set.stages).toEqual([
      { stageId: 'filing', description: 'Filing the claim', amount: '5000.00', amountFils: 500_000, vat: 'standard', reachedOn: null, invoiceId: null },
      { stageId: 'judgment', description: 'صدور الحكم الابتدائي', amount: '10000.00', amountFils: 1_000_000, vat: 'standard', reachedOn: null, invoiceId: null },
    ]);
    expect(await arrangement()).toEqual(set);

    // Omar's hour on the case is recorded as on any case
    const time = await ok('an hour', omar.post('/api/billing/time-entries', { caseId: theCase.id, date: daysAgo(6), minutes: 60, activity: 'research', description: 'Research', billable: true, rate: '1000.00' }));
    expect(time).toMatchObject({ caseId: theCase.id, invoiceId: null });
    hour = time;
    // no stage reached yet and the time not billed: nothing to draft
    const none = await draft(daysAgo(10), daysAgo(0));
    expect(none.status, none.text).toBe(400);
    expect(none.body).toMatchObject({ message: 'There is no unbilled time or expense to invoice for this period', messageAr: expect.stringMatching(arabic) });

    const reached = await ok('filing reached', admin.post(`${path()}/stages/filing/reached`, { reachedOn: daysAgo(4) }));
    expect(reached.stages[0]).toMatchObject({ stageId: 'filing', reachedOn: daysAgo(4), invoiceId: null });
    // reached again the same day: the same answer, nothing recorded
    expect(await ok('again', admin.post(`${path()}/stages/filing/reached`, { reachedOn: daysAgo(4) }))).toMatchObject({ version: reached.version });

    const invoice = await ok('a draft', draft(daysAgo(10), daysAgo(0)));
    expect(invoice.lines).toEqual([expect.objectContaining({ timeEntryId: null, expenseId: null, feeStage: { caseId: theCase.id, stageId: 'filing' }, vat: 'standard', date: daysAgo(4), description: 'Filing the claim', net: '5000.00', vatAmount: '250.00' })]);
    expect(invoice).toMatchObject({ subtotal: '5000.00', vat: '250.00', total: '5250.00' });
    const read = await ok('the invoice', admin.get(`/api/billing/invoices/${invoice.id}`));
    expect(read.lines).toEqual([expect.objectContaining({ feeStage: { caseId: theCase.id, stageId: 'filing' }, quantity: '1', unit: 'item', unitPrice: '5000.00', net: '5000.00', vatAmount: '250.00', total: '5250.00' })]);
    expect((await arrangement()).stages[0]).toMatchObject({ stageId: 'filing', invoiceId: invoice.id });
    // the time stays recorded and unbilled (work in progress), and can still be changed
    expect(await ok('the time changed', omar.put(`/api/billing/time-entries/${time.id}`, { caseId: theCase.id, date: daysAgo(6), minutes: 90, activity: 'research', description: 'Research', billable: true }))).toMatchObject({ minutes: 90, invoiceId: null });

    // a stage billed is neither changed nor removed
    const changed = await admin.put(path(), { kind: 'fixedFee', stages: [{ ...filing, amount: '4000.00' }, judgment] });
    expect(changed.status, changed.text).toBe(409);
    expect(changed.body.errors).toEqual([expect.objectContaining({ field: 'stages.0', message: 'A stage already billed cannot be changed', messageAr: expect.stringMatching(arabic) })]);
    const removed = await admin.put(path(), { kind: 'hourly' });
    expect(removed.status, removed.text).toBe(409);
    expect(removed.body.errors).toEqual([expect.objectContaining({ field: 'stages', messageAr: expect.stringMatching(arabic) })]);
    // an unbilled stage may still change
    const billedVersion = (await arrangement()).version;
    // the draft's claim is the arrangement's event too
    expect(billedVersion).toBe(reached.version + 1);
    const lower = await ok('judgment lower', admin.put(path(), { kind: 'fixedFee', stages: [filing, { ...judgment, amount: '9000.00' }], version: billedVersion }));
    expect(lower.stages[1]).toMatchObject({ amount: '9000.00' });
    // pinned to a version the arrangement no longer has: a conflict, nothing changed
    expect((await admin.put(path(), { kind: 'fixedFee', stages: [filing, { ...judgment, amount: '1.00' }], version: reached.version })).status).toBe(409);
    expect((await arrangement()).stages[1]).toMatchObject({ amount: '9000.00' });
  }, 60_000);

  it('drafts made at once bill a stage once; a voided draft releases it for the next', async () => {
    await ok('judgment reached', admin.post(`${path()}/stages/judgment/reached`, {}));
    const answers = await Promise.all(Array.from({ length: 5 }, () => draft(daysAgo(10), daysAgo(0))));
    const made = answers.filter((r) => r.status === 201);
    expect(made, answers.map((r) => `${r.status} ${r.text.slice(0, 200)}`).join('\n')).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) {
      // decided on the same unbilled stage: the claim refuses it naming the line; decided after: nothing left (400)
      if (r.status === 409) expect(r.body.errors, r.text).toEqual([expect.objectContaining({ field: 'lines.0.feeStage', message: 'This stage is already on another invoice', messageAr: expect.stringMatching(arabic) })]);
      else expect(r.status, r.text).toBe(400);
    }
    const first = made[0].body;
    expect(first.lines.map((l: Rec) => l.feeStage?.stageId)).toEqual(['judgment']);
    expect(first).toMatchObject({ subtotal: '9000.00', vat: '450.00', total: '9450.00' });
    expect((await arrangement()).stages[1]).toMatchObject({ stageId: 'judgment', invoiceId: first.id });

    await ok('void', admin.post(`/api/billing/invoices/${first.id}/void`, { reason: 'Wrong period' }));
    expect((await arrangement()).stages[1]).toMatchObject({ stageId: 'judgment', invoiceId: null });
    // drafted again for the client (its cases found in the read model, each arrangement read from its stream): the stage, never the fixed fee's time
    const again = await ok('drafted again for the client', admin.post('/api/billing/invoices', { clientId, from: daysAgo(10), to: daysAgo(0) }));
    expect(again.lines.filter((l: Rec) => l.feeStage).map((l: Rec) => [l.feeStage.caseId, l.feeStage.stageId, l.net])).toEqual([[theCase.id, 'judgment', '9000.00']]);
    expect(again.lines.map((l: Rec) => l.timeEntryId)).not.toContain(hour.id);
    expect((await arrangement()).stages[1]).toMatchObject({ stageId: 'judgment', invoiceId: again.id });
  }, 60_000);

  it('refuses bad input with a 400 naming the field in English and Arabic, and records nothing', async () => {
    const before = await requestsHead(admin);
    const bad = await admin.put(path(), { kind: 'weekly', stages: [{ stageId: 'Bad Id', description: '  ', amount: '1.234' }] });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Rec[]).map((e) => [e.field, e]));
    expect(Object.keys(fields).sort()).toEqual(['kind', 'stages.0.amount', 'stages.0.description', 'stages.0.stageId']);
    expect(fields['stages.0.amount']).toMatchObject({ message: 'Enter the stage amount in AED, more than zero, with at most two decimals', messageAr: 'أدخل مبلغ المرحلة بالدرهم، أكبر من صفر، بخانتين عشريتين على الأكثر' });
    for (const f of Object.values(fields) as Rec[]) expect(f.messageAr).toMatch(arabic);

    const twice = await admin.put(path(), { kind: 'fixedFee', stages: [filing, { ...judgment, stageId: 'filing' }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'stages.1.stageId', message: 'Two stages have this id; each stage needs its own', messageAr: expect.stringMatching(arabic) })]);
    const zero = await admin.put(path(), { kind: 'fixedFee', stages: [{ ...filing, amount: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual([expect.objectContaining({ field: 'stages.0.amount', messageAr: expect.stringMatching(arabic) })]);
    const empty = await admin.put(path(), { kind: 'fixedFee', stages: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'stages', message: 'A fixed fee needs at least one stage', messageAr: expect.stringMatching(arabic) })]);

    const ahead = await admin.post(`${path()}/stages/filing/reached`, { reachedOn: daysAgo(-2) });
    expect(ahead.status).toBe(400);
    expect(ahead.body.errors).toEqual([expect.objectContaining({ field: 'reachedOn', messageAr: expect.stringMatching(arabic) })]);
    const impossible = await admin.post(`${path()}/stages/filing/reached`, { reachedOn: '2026-02-30' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual([expect.objectContaining({ field: 'reachedOn', messageAr: expect.stringMatching(arabic) })]);
    expect((await admin.post(`${path()}/stages/appeal/reached`, {})).status).toBe(404);
    expect((await admin.put('/api/billing/cases/999999/fee-arrangement', { kind: 'hourly' })).status).toBe(404);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);

  it('a caller without the billing grant, or a lawyer, gets 403; billing staff who may not open cases, 404; nothing changes', async () => {
    const role = await ok('a role without billing', admin.post('/api/roles', { nameEn: 'Clerk without fees', nameAr: 'كاتب بلا أتعاب', permissions: { clients: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'no-fees', email: 'no-fees@alnoor-law.ae', password: 'FixedFees#2026!x', fullNameEn: 'No Fees', fullNameAr: 'بلا أتعاب', roleId: role.id }));
    const clerk = (await login(firm.server.url, 'no-fees', 'FixedFees#2026!x')).client;
    const blind = await ok('billing without cases', admin.post('/api/roles', { nameEn: 'Billing without cases', nameAr: 'فوترة بلا قضايا', permissions: { billing: ['view', 'create'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'fees-no-cases', email: 'fees-no-cases@alnoor-law.ae', password: 'FixedFees#2026!y', fullNameEn: 'Fees No Cases', fullNameAr: 'أتعاب بلا قضايا', roleId: blind.id }));
    const outsider = (await login(firm.server.url, 'fees-no-cases', 'FixedFees#2026!y')).client;
    const before = await requestsHead(admin);
    for (const who of [clerk, omar]) {
      expect((await who.get(path())).status).toBe(403);
      expect((await who.put(path(), { kind: 'fixedFee', stages: [filing] })).status).toBe(403);
      expect((await who.post(`${path()}/stages/filing/reached`, {})).status).toBe(403);
    }
    expect((await outsider.get(path())).status).toBe(404);
    expect((await outsider.put(path(), { kind: 'fixedFee', stages: [filing] })).status).toBe(404);
    expect((await outsider.post(`${path()}/stages/filing/reached`, {})).status).toBe(404);
    expect(await requestsHead(admin)).toBe(before);
  }, 60_000);
});

describe('the case billing list', () => {
  const rows = (as: Client = admin) => ok('the case billing list', as.get(`/api/billing/cases?${new URLSearchParams({ range: JSON.stringify([0, 999]) })}`)) as Promise<Rec[]>;
  const rowOf = (list: Rec[]) => list.find((r) => r.id === theCase.id);

  it("answers each case with its client, its arrangement's kind and what its retainer in force holds", async () => {
    // the fixed fee set above, once the billing read model has it; the other cases are billed by the hour and hold no retainer
    const list = await eventually('the fixed fee listed', rows, (l) => rowOf(l)?.feeKind === 'fixedFee');
    expect(rowOf(list)).toEqual({
      id: theCase.id, caseNumber: theCase.caseNumber, titleEn: theCase.titleEn, titleAr: theCase.titleAr, clientId,
      clientNameEn: expect.any(String), clientNameAr: expect.stringMatching(arabic), createdAt: theCase.createdAt, feeKind: 'fixedFee', retainerHeld: null,
    });
    expect(list.filter((r) => r.id !== theCase.id).every((r) => r.feeKind === 'hourly' && r.retainerHeld === null)).toBe(true);

    // a retainer agreed holds nothing until paid into, then what is paid in
    await ok('a retainer', admin.put(`/api/billing/cases/${theCase.id}/retainer`, { clientId, amount: '3000.00' }));
    await eventually('the retainer listed', rows, (l) => rowOf(l)?.retainerHeld === '0.00');
    await ok('paid into it', admin.post('/api/billing/payments', { clientId, amount: '1200.50', method: 'cash', date: today(), retainerCaseId: theCase.id }));
    await eventually('the money held listed', rows, (l) => rowOf(l)?.retainerHeld === '1200.50');
    // a reader who may open the case but not its client sees the case without its money, as the retainer's own read
    const caseDesk = await ok('billing without clients', admin.post('/api/roles', { nameEn: 'Billing list without clients', nameAr: 'قائمة فوترة بلا موكلين', permissions: { billing: ['view'], cases: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'list-no-clients', email: 'list-no-clients@alnoor-law.ae', password: 'FixedFees#2026!w', fullNameEn: 'List No Clients', fullNameAr: 'قائمة بلا موكلين', roleId: caseDesk.id }));
    const noClients = (await login(firm.server.url, 'list-no-clients', 'FixedFees#2026!w')).client;
    expect(rowOf(await rows(noClients))).toMatchObject({ feeKind: 'fixedFee', retainerHeld: null });
    // ended: it holds nothing for the case any more (the money is the client's credit)
    await ok('ended', admin.delete(`/api/billing/cases/${theCase.id}/retainer`));
    await eventually('the retainer ended', rows, (l) => rowOf(l)?.retainerHeld === null);
    // back to hourly once the case's stages are unbilled: voiding gives them back
    const billed = (await arrangement()).stages.filter((st: Rec) => st.invoiceId !== null);
    for (const invoiceId of new Set(billed.map((st: Rec) => st.invoiceId))) await ok('void', admin.post(`/api/billing/invoices/${invoiceId}/void`, { reason: 'Back to hourly' }));
    await ok('hourly', admin.put(path(), { kind: 'hourly' }));
    await eventually('hourly listed', rows, (l) => rowOf(l)?.feeKind === 'hourly');
  }, 60_000);

  it('is billing staff\'s: a lawyer gets 403; billing staff who may not open cases, no case', async () => {
    expect((await omar.get('/api/billing/cases')).status).toBe(403);
    const blind = await ok('billing without cases', admin.post('/api/roles', { nameEn: 'Billing list without cases', nameAr: 'قائمة فوترة بلا قضايا', permissions: { billing: ['view'] } }));
    await ok('its admin', admin.post('/api/users', { username: 'list-no-cases', email: 'list-no-cases@alnoor-law.ae', password: 'FixedFees#2026!z', fullNameEn: 'List No Cases', fullNameAr: 'قائمة بلا قضايا', roleId: blind.id }));
    const outsider = (await login(firm.server.url, 'list-no-cases', 'FixedFees#2026!z')).client;
    expect(await rows(outsider)).toEqual([]);
  }, 60_000);
});
