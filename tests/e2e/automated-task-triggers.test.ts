import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { automatedTaskWording as w } from '../../console/src/resources/caseSettings/automatedTasks/i18n.js';
import { predefinedTaskTypes } from '../../console/src/resources/caseSettings/automatedTasks/taskTypes.js';
import { choose, escapeText, expectToast, say, sayCount, shot, signedInPage, type Account, type Lang } from './support.js';
import { seededPortal } from './support/suite.js';
import { raWording } from './support/raWording.js';
import { shotOf } from './support/shot.js';
import { api } from '../support/server.js';

/**
 * The automated-task screen of the case settings in English and Arabic: the seeded rules say in
 * words when they run, by how many days and for whom; the dialog sets the trigger, the offset
 * (read back in words as it is typed) and a named employee, and refuses to save without that employee.
 */
const portal = seededPortal();
let admin: ReturnType<typeof api>;
let account: Account;

beforeAll(() => {
  admin = api(portal.server.url, portal.adminToken);
  account = { username: portal.server.adminUsername, password: portal.server.adminPassword, admin: true };
});

const row = (scope: Page | Locator, text: string) => scope.getByRole('row', { name: new RegExp(escapeText(text)) });
const followUp = predefinedTaskTypes.find((type) => type.value === 'Follow-up')!;
/** a rule's due day in words, as the list and the dialog read it back */
const dueInWords = (lang: Lang, days: number, event: keyof typeof w.eventDates) =>
  sayCount(days > 0 ? w.dueAfter : w.dueBefore, lang, Math.abs(days), { event: say(w.eventDates[event], lang) });
/** seed data: the seeded rule's text and the employee the new rule goes to */
const SEEDED_RULE = { en: 'Prepare the hearing file', ar: 'تجهيز ملف الجلسة' };
const OMAR = { en: 'Omar Haddad', ar: 'عمر حداد' };

describe.each(['en', 'ar'] as const)('automated tasks with triggers (%s)', (lang) => {
  it('lists each rule’s trigger, due day and assignee in words', async () => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, account, undefined, '/settings/case-settings/automated-tasks');
    try {
      const seeded = row(page, SEEDED_RULE[lang]);
      for (const text of [say(w.triggers.hearing_scheduled, lang), dueInWords(lang, -2, 'hearing_scheduled'), say(w.caseLawyer, lang)])
        await seeded.getByText(text, { exact: true }).waitFor();
      await shot(page, `automated-task-triggers-list-${lang}.png`, { fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('adds one on a final ruling for a named employee, refusing it without the employee', async () => {
    const { context, page } = await signedInPage(portal.browser, portal.server.url, lang, account, undefined, '/settings/case-settings/automated-tasks');
    try {
      await page.getByRole('button', { name: say(w.add, lang) }).click();
      const dialog = page.getByRole('dialog');
      const textEn = `E2E ${lang} prepare the appeal memo`;
      const offset = dialog.getByLabel(say(w.fields.offsetDays, lang));
      const due = (days: number) => `${say(w.fields.due, lang)}: ${dueInWords(lang, days, 'final_ruling')}`;
      await dialog.getByLabel(say(w.fields.taskTextEn, lang)).fill(textEn);
      await dialog.getByLabel(say(w.fields.taskTextAr, lang)).fill('إعداد مذكرة الاستئناف');
      // Task Type is required, and its label says so with the asterisk the other required fields have (issue 37)
      expect((await dialog.locator('#task-type-label').innerText()).replace(/\s+/g, ' ').trim()).toBe(`${say(w.fields.taskType, lang)} *`);
      await choose(dialog, say(w.fields.taskType, lang), say({ en: followUp.labelEn, ar: followUp.labelAr }, lang));
      // no offset or assignee while the rule is a template
      expect(await offset.count()).toBe(0);
      await choose(dialog, say(w.fields.trigger, lang), say(w.triggers.final_ruling, lang));
      await offset.fill('-1');
      await dialog.getByText(due(-1), { exact: true }).waitFor();
      await offset.fill('7');
      await dialog.getByText(due(7), { exact: true }).waitFor();
      await choose(dialog, say(w.fields.assignTo, lang), say(w.assignees.employee, lang));
      await dialog.getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();
      await dialog.getByText(say(w.errors.assigneeId, lang)).waitFor();
      await choose(dialog, say(w.fields.assigneeId, lang), OMAR[lang]);
      await shotOf(dialog, `automated-task-trigger-dialog-${lang}.png`);
      await dialog.getByRole('button', { name: say(raWording('ra.action.save'), lang) }).click();
      await expectToast(page, say(w.messages.created, lang));

      const added = row(page, textEn);
      for (const text of [say(w.triggers.final_ruling, lang), dueInWords(lang, 7, 'final_ruling'), OMAR[lang]]) await added.getByText(text, { exact: true }).waitFor();
      await shot(page, `automated-task-triggers-added-${lang}.png`, { fullPage: true });
      const omarId = ((await admin.get('/api/employees')).body as { id: number; fullNameEn: string }[]).find((e) => e.fullNameEn === OMAR.en)!.id;
      const stored = ((await admin.get('/api/case-settings/automated-tasks')).body as Record<string, unknown>[]).find((t) => t.taskTextEn === textEn);
      expect(stored).toMatchObject({ trigger: 'final_ruling', offsetDays: 7, assignTo: 'employee', assigneeId: omarId, taskType: 'Follow-up' });
    } finally {
      await context.close();
    }
  });
});
