import { moduleResource, settingsWording } from '../wording';
import { triggerWording } from './triggerWording';

export const AUTOMATED_TASKS = moduleResource('automated-tasks');

const { fields: triggerFields, ...triggerTexts } = triggerWording;

export const automatedTaskWording = settingsWording(
  { en: ['Automated Task', 'Automated Tasks'], ar: ['مهمة آلية', 'المهمة الآلية', 'المهام الآلية'] },
  {
    description: { en: 'Tasks created automatically as cases progress', ar: 'مهام تُنشأ تلقائياً مع تقدّم القضايا' },
    empty: { en: 'No automated tasks found. Add the first one!', ar: 'لم يتم العثور على مهام آلية. أضف أول مهمة!' },
    // spelled out: the spec's own wording
    add: { en: 'Add Automated Task', ar: 'إضافة مهمة آلية' },
    fields: {
      taskType: { en: 'Task Type', ar: 'نوع المهمة' },
      customTaskType: { en: 'Custom task type', ar: 'نوع مهمة مخصص' },
      taskTextAr: { en: 'Arabic Text', ar: 'النص بالعربية' },
      taskTextEn: { en: 'English Text', ar: 'النص بالإنجليزية' },
      ...triggerFields,
    },
    ...triggerTexts,
    predefined: { en: 'Predefined', ar: 'محدد مسبقاً' },
    custom: { en: 'Custom', ar: 'مخصص' },
    allTypes: { en: 'All types', ar: 'جميع الأنواع' },
    deleteConfirm: {
      en: 'Are you sure you want to delete this automated task? Related automation rules may be affected. This action cannot be undone.',
      ar: 'هل أنت متأكد من حذف هذه المهمة الآلية؟ قد تتأثر قواعد الأتمتة المرتبطة بها. لا يمكن التراجع عن هذا الإجراء.',
    },
  },
);
