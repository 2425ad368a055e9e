import { describe, expect, it } from 'vitest';
import { valueWording } from './values.js';

const employees: Record<number, Record<string, unknown>> = { 7: { fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد' } };
const words = valueWording(async (collection, id) => (collection === 'employees' ? (employees[Number(id)] ?? null) : null));

describe('an automated-task rule in the history', () => {
  it('says its trigger, who it goes to and the named employee in words, not codes', async () => {
    expect(await words('automated-task-3', 'trigger', 'case_opened')).toEqual({ en: 'A case is opened', ar: 'فتح قضية' });
    expect(await words('automated-task-3', 'trigger', 'final_ruling')).toEqual({ en: 'A final ruling is recorded', ar: 'تسجيل حكم نهائي' });
    expect(await words('automated-task-3', 'assignTo', 'employee')).toEqual({ en: 'A named employee', ar: 'موظف محدد' });
    expect(await words('automated-task-3', 'assigneeId', 7)).toEqual({ en: 'Omar Haddad', ar: 'عمر حداد' });
  });

  it('leaves a deadline rule’s trigger to the deadline wording', async () => {
    expect((await words('deadline-rule-2', 'trigger', 'hearing_adjourned'))?.en).not.toBe('hearing_adjourned');
  });
});

describe('a reference to a record removed since', () => {
  const former = async (stream: string) => (stream === 'court-5' ? { courtId: 5, nameEn: 'Dubai Court of Appeal', nameAr: 'محكمة الاستئناف بدبي' } : null);
  const withLog = valueWording(async () => null, former);
  it('is named as its own stream last left it', async () => {
    expect(await withLog('case-3', 'courtId', 5)).toEqual({ en: 'Dubai Court of Appeal', ar: 'محكمة الاستئناف بدبي' });
  });
  it('reads as removed, never as a number, when nothing names it', async () => {
    expect(await withLog('case-3', 'courtId', 6)).toEqual({ en: 'a record since removed', ar: 'سجل محذوف' });
    expect(await words('case-3', 'regionId', 9)).toEqual({ en: 'a record since removed', ar: 'سجل محذوف' });
  });
});
