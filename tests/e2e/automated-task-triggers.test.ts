import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seedAll } from '../../scripts/seed/index.js';
import { escapeText, launchBrowser, select, toast } from './support.js';
import { api, login, root, startServer, type RunningServer } from '../support/server.js';

/**
 * The automated-task screen of the case settings in English and Arabic: the seeded rules say in
 * words when they run, by how many days and for whom; the dialog sets the trigger, the offset
 * (read back in words as it is typed) and a named employee, and refuses to save without that employee.
 */
const screenshots = join(root, '.tmp', 'screenshots');
let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({ console: true });
  const { token } = await login(server.url, server.adminUsername, server.adminPassword);
  await seedAll(server.url, token);
  admin = api(server.url, token);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const wordings = [
  {
    lang: 'en' as const,
    add: 'Add Automated Task', save: 'Save', created: 'Automated task created successfully',
    textEn: 'English Text', textAr: 'Arabic Text', taskType: 'Task Type', followUp: 'Follow-up',
    trigger: 'Created When', offset: 'Due (days from that date)', assignTo: 'Assigned To', employee: 'Employee',
    seeded: { text: 'Prepare the hearing file', trigger: 'A hearing is scheduled', due: '2 days before the hearing date', to: 'Case lawyer' },
    finalRuling: 'A final ruling is recorded', namedEmployee: 'A named employee', omar: 'Omar Haddad',
    dueWords: 'Due: 7 days after the ruling date', dueBefore: 'Due: 1 day before the ruling date',
    employeeMissing: 'Please choose the employee the task goes to',
  },
  {
    lang: 'ar' as const,
    add: 'إضافة مهمة آلية', save: 'حفظ', created: 'تم إنشاء المهمة الآلية بنجاح',
    textEn: 'النص بالإنجليزية', textAr: 'النص بالعربية', taskType: 'نوع المهمة', followUp: 'متابعة',
    trigger: 'تُنشأ عند', offset: 'الاستحقاق (أيام من ذلك التاريخ)', assignTo: 'تُسند إلى', employee: 'الموظف',
    seeded: { text: 'تجهيز ملف الجلسة', trigger: 'جدولة جلسة', due: 'قبل يومين من تاريخ الجلسة', to: 'محامي القضية' },
    finalRuling: 'تسجيل حكم نهائي', namedEmployee: 'موظف محدد', omar: 'عمر حداد',
    dueWords: 'موعد الاستحقاق: بعد 7 أيام من تاريخ الحكم', dueBefore: 'موعد الاستحقاق: قبل يوم واحد من تاريخ الحكم',
    employeeMissing: 'يرجى اختيار الموظف الذي تُسند إليه المهمة',
  },
];

const row = (scope: Page | Locator, text: string) => scope.getByRole('row', { name: new RegExp(escapeText(text)) });
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await select(scope, label).click();
  await page.getByRole('listbox').getByRole('option').getByText(option, { exact: true }).click();
}

describe.each(wordings)('automated tasks with triggers ($lang)', (w) => {
  it('lists each rule’s trigger, due day and assignee in words, and adds one on a final ruling for a named employee', async () => {
    const { token, user } = await login(server.url, server.adminUsername, server.adminPassword);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(
      ([t, u, language]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
        localStorage.setItem('language', language);
      },
      [token, JSON.stringify(user), w.lang],
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    try {
      await page.goto('/settings/case-settings/automated-tasks');
      const seeded = row(page, w.seeded.text);
      for (const text of [w.seeded.trigger, w.seeded.due, w.seeded.to]) await seeded.getByText(text, { exact: true }).waitFor();
      await page.screenshot({ path: join(screenshots, `automated-task-triggers-list-${w.lang}.png`), fullPage: true });

      await page.getByRole('button', { name: w.add }).click();
      const dialog = page.getByRole('dialog');
      const textEn = `E2E ${w.lang} prepare the appeal memo`;
      await dialog.getByLabel(w.textEn).fill(textEn);
      await dialog.getByLabel(w.textAr).fill('إعداد مذكرة الاستئناف');
      await choose(dialog, page, w.taskType, w.followUp);
      // no offset or assignee while the rule is a template
      expect(await dialog.getByLabel(w.offset).count()).toBe(0);
      await choose(dialog, page, w.trigger, w.finalRuling);
      await dialog.getByLabel(w.offset).fill('-1');
      await dialog.getByText(w.dueBefore, { exact: true }).waitFor();
      await dialog.getByLabel(w.offset).fill('7');
      await dialog.getByText(w.dueWords, { exact: true }).waitFor();
      await choose(dialog, page, w.assignTo, w.namedEmployee);
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.getByText(w.employeeMissing).waitFor();
      await choose(dialog, page, w.employee, w.omar);
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await dialog.screenshot({ path: join(screenshots, `automated-task-trigger-dialog-${w.lang}.png`) });
      await dialog.getByRole('button', { name: w.save }).click();
      await toast(page, w.created).waitFor({ timeout: 15_000 });

      const added = row(page, textEn);
      for (const text of [w.finalRuling, w.dueWords.split(': ')[1], w.omar]) await added.getByText(text, { exact: true }).waitFor();
      await page.screenshot({ path: join(screenshots, `automated-task-triggers-added-${w.lang}.png`), fullPage: true });
      const omarId = ((await admin.get('/api/employees')).body as { id: number; fullNameEn: string }[]).find((e) => e.fullNameEn === 'Omar Haddad')!.id;
      const stored = ((await admin.get('/api/case-settings/automated-tasks')).body as Record<string, unknown>[]).find((t) => t.taskTextEn === textEn);
      expect(stored).toMatchObject({ trigger: 'final_ruling', offsetDays: 7, assignTo: 'employee', assigneeId: omarId, taskType: 'Follow-up' });
    } finally {
      await context.close();
    }
  });
});
