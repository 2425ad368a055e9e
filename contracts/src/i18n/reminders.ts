import type { Bilingual } from '../messages.js';
import { fillWording } from './isolate.js';

/** Wordings of the reminders the firm's people receive (in the bell and by e-mail); `%{name}` is filled. */
export const reminderWording = {
  taskAssigned: { en: 'New task for you: %{title}', ar: 'مهمة جديدة مسندة إليك: %{title}' },
  deadlineWithdrawn: { en: 'Deadline withdrawn: %{name}', ar: 'تم سحب الموعد القضائي: %{name}' },
  deadlineWithdrawnBody: { en: '%{reason}; its reminders stop. Case %{caseNumber}: %{title}', ar: '%{reason}؛ تتوقف تذكيراته. القضية %{caseNumber}: %{title}' },
  deadlineReopened: { en: 'Deadline open again (due %{dueDate}): %{name}', ar: 'أُعيد فتح الموعد القضائي (يستحق في %{dueDate}): %{name}' },
  deadlineReopenedBody: { en: 'The minutes record the ruling again. Case %{caseNumber}: %{title}', ar: 'عاد المحضر يتضمن الحكم. القضية %{caseNumber}: %{title}' },
  deadlineMoved: { en: 'Deadline moved (now due %{dueDate}): %{name}', ar: 'تم نقل الموعد القضائي (يستحق الآن في %{dueDate}): %{name}' },
  deadlineMovedBody: { en: '%{reason}; it was due %{previousDueDate}. Case %{caseNumber}: %{title}', ar: '%{reason}؛ كان يستحق في %{previousDueDate}. القضية %{caseNumber}: %{title}' },
} as const satisfies Record<string, Bilingual>;

/**
 * A reminder's wording in both languages with its `%{name}` parts filled (the values as they are,
 * never read as patterns); in the Arabic each value isolated (FSI ... PDI), so a case number, an
 * English title or a day keeps its own direction inside the Arabic line.
 */
export const fillReminder = (pair: Bilingual, values: Record<string, string>): Bilingual => ({ en: fillWording(pair.en, values, false), ar: fillWording(pair.ar, values, true) });
