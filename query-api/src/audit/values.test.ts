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
