import type { Bilingual } from '../messages.js';

/** Wordings of the lawyer portal the server answers with (lawyer-portal.md sections 5 and 8). */
export const lawyerMessages = {
  'validation.documentTypeRequired': { en: 'Document type is required', ar: 'نوع المستند مطلوب' },
  'validation.taskTypeRequired': { en: 'Please enter or select a task type', ar: 'يرجى إدخال نوع المهمة أو اختياره' },
  'validation.priorityRange': { en: 'Priority must be a whole number from 1 to 100', ar: 'يجب أن تكون الأولوية عدداً صحيحاً من 1 إلى 100' },
  'validation.unknownCourt': { en: 'The selected court does not exist', ar: 'المحكمة المختارة غير موجودة' },
  'validation.unknownDegree': { en: 'The selected case degree does not exist', ar: 'درجة التقاضي المختارة غير موجودة' },
} as const satisfies Record<string, Bilingual>;
