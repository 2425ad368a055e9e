import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of /lawyer/my-tasks as `{ en, ar }` pairs. */
export const myTasksWording = {
  title: { en: 'My Tasks', ar: 'مهامي' },
  subtitle: { en: 'Tasks assigned to you across your cases', ar: 'المهام المسندة إليك في قضاياك' },
  statuses: {
    pending: { en: 'Pending', ar: 'قيد الانتظار' },
    in_progress: { en: 'In Progress', ar: 'قيد التنفيذ' },
    completed: { en: 'Completed', ar: 'مكتملة' },
    cancelled: { en: 'Cancelled', ar: 'ملغاة' },
  },
  dueDate: { en: 'Due', ar: 'الاستحقاق' },
  notes: { en: 'Notes', ar: 'ملاحظات' },
  case: { en: 'Case', ar: 'القضية' },
  update: { en: 'Update Status', ar: 'تحديث الحالة' },
  dialog: {
    title: { en: 'Update Task', ar: 'تحديث المهمة' },
    status: { en: 'Status', ar: 'الحالة' },
    notes: { en: 'Notes (optional)', ar: 'ملاحظات (اختياري)' },
    submit: { en: 'Update', ar: 'تحديث' },
  },
  updated: { en: 'Task updated successfully!', ar: 'تم تحديث المهمة بنجاح!' },
  updateFailed: { en: 'Error updating task', ar: 'خطأ في تحديث المهمة' },
  empty: { en: 'No tasks assigned to you yet.', ar: 'لا توجد مهام مسندة إليك بعد.' },
  loadFailed: { en: 'Failed to fetch tasks', ar: 'فشل في جلب المهام' },
} as const satisfies BilingualTree;

export const useMyTasksWording = wordingHook(myTasksWording);
