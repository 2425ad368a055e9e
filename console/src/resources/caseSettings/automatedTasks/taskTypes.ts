import { useCallback, useMemo } from 'react';
import type { predefinedTaskTypes as predefinedValues } from '@lawfirm/contracts';
import { useLanguage } from '../../../i18n/language';

type PredefinedValue = (typeof predefinedValues)[number];

/** The predefined task types; any other text is a custom type. */
export const predefinedTaskTypes: readonly { value: PredefinedValue; labelEn: string; labelAr: string }[] = [
  { value: 'Reminder', labelEn: 'Reminder', labelAr: 'تذكير' },
  { value: 'Notification', labelEn: 'Notification', labelAr: 'إشعار' },
  { value: 'Deadline Trigger', labelEn: 'Deadline Trigger', labelAr: 'تنبيه موعد نهائي' },
  { value: 'Document Request', labelEn: 'Document Request', labelAr: 'طلب مستندات' },
  { value: 'Status Update', labelEn: 'Status Update', labelAr: 'تحديث الحالة' },
  { value: 'Follow-up', labelEn: 'Follow-up', labelAr: 'متابعة' },
];

export const isPredefinedTaskType = (value: unknown): boolean => predefinedTaskTypes.some((type) => type.value === value);

/** `label(value)`: a predefined type's label in the current language, a custom type as typed. */
export function useTaskTypeLabel() {
  const language = useLanguage();
  return useCallback(
    (value: unknown) => {
      const type = predefinedTaskTypes.find((t) => t.value === value);
      return type ? (language === 'ar' ? type.labelAr : type.labelEn) : String(value ?? '');
    },
    [language],
  );
}

/** SelectInput choices of the predefined types, labelled in the current language. */
export function useTaskTypeChoices() {
  const label = useTaskTypeLabel();
  return useMemo(() => predefinedTaskTypes.map((type) => ({ id: type.value, name: label(type.value) })), [label]);
}

/** Automated tasks in the spec's order: by task type, then by English text. */
export const byTypeThenEnglishText = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  String(a.taskType ?? '').localeCompare(String(b.taskType ?? ''), 'en') || String(a.taskTextEn ?? '').localeCompare(String(b.taskTextEn ?? ''), 'en');
