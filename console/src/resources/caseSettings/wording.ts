import type { Bilingual } from '@lawfirm/contracts';
import { commonFields } from '../../components/forms/commonFields';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';
import { arabicPlural, resourceName, type BilingualTree } from '../../i18n/bilingual';

/** react-admin name of the overview, /settings/case-settings; the modules live beneath it */
export const CASE_SETTINGS = 'settings/case-settings';
export const moduleResource = (slug: string) => `${CASE_SETTINGS}/${slug}`;

/** The delete question of modules whose items other records refer to. */
export const relatedRecordsWarning = `resources.${CASE_SETTINGS}.deleteRelated`;

/** Wording every settings screen shares, under `resources.settings/case-settings.*`. */
export const caseSettingsI18n = {
  name: resourceName(['Case Settings', 'Case Settings'], ['إعدادات القضايا', 'إعدادات القضايا']),
  title: { en: 'Case Settings', ar: 'إعدادات القضايا' },
  intro: {
    en: 'Reference data used by files, cases, hearings and automation.',
    ar: 'البيانات المرجعية المستخدمة في الملفات والقضايا والجلسات والأتمتة.',
  },
  fields: {
    module: { en: 'Module', ar: 'الوحدة' },
    items: { en: 'Items', ar: 'العناصر' },
  },
  manage: { en: 'Manage', ar: 'إدارة' },
  backToSettings: { en: 'Back to Case Settings', ar: 'العودة إلى إعدادات القضايا' },
  itemCount: {
    en: '%{smart_count} item |||| %{smart_count} items',
    ar: arabicPlural('لا توجد عناصر', 'عنصر واحد', 'عنصران', '%{smart_count} عناصر', '%{smart_count} عنصراً', '%{smart_count} عنصر'),
  },
  noResults: { en: 'No search results found', ar: 'لم يتم العثور على نتائج بحث' },
  noResultsHint: { en: 'Try changing your search terms or filters', ar: 'جرّب تغيير كلمات البحث أو عوامل التصفية' },
  deleteRelated: {
    en: 'Are you sure you want to delete this item? Related records may be affected. This action cannot be undone.',
    ar: 'هل أنت متأكد من حذف هذا العنصر؟ قد تتأثر السجلات المرتبطة به. لا يمكن التراجع عن هذا الإجراء.',
  },
  allStatuses: { en: 'All statuses', ar: 'جميع الحالات' },
  active: { en: 'Active', ar: 'نشط' },
  inactive: { en: 'Inactive', ar: 'غير نشط' },
} as const satisfies BilingualTree;

/** How a module names its items: English singular and plural, Arabic indefinite, definite and plural. */
export interface SettingsNoun {
  en: [one: string, many: string];
  ar: [one: string, theOne: string, many: string];
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * A module's `resources.<name>.*` wording: its name, dialog titles, add button and the six toasts
 * ('Job title created successfully', 'Failed to delete job title'...) derived from its noun, plus
 * its own fields, overview description and empty-table text.
 */
export function settingsWording<T extends BilingualTree>(
  noun: SettingsNoun,
  own: { description: Bilingual; empty: Bilingual; fields: BilingualTree } & T,
) {
  const [one, many] = noun.en;
  const [arOne, arThe, arMany] = noun.ar;
  const item = sentence(one);
  const lower = one.toLowerCase();
  const messages = {
    created: { en: `${item} created successfully`, ar: `تم إنشاء ${arThe} بنجاح` },
    updated: { en: `${item} updated successfully`, ar: `تم تحديث ${arThe} بنجاح` },
    deleted: { en: `${item} deleted successfully`, ar: `تم حذف ${arThe} بنجاح` },
    createFailed: { en: `Failed to create ${lower}`, ar: `فشل في إنشاء ${arThe}` },
    updateFailed: { en: `Failed to update ${lower}`, ar: `فشل في تحديث ${arThe}` },
    deleteFailed: { en: `Failed to delete ${lower}`, ar: `فشل في حذف ${arThe}` },
  } satisfies CrudWording;
  return {
    name: resourceName([one, many], [arOne, arMany]),
    dialog: { create: { en: `Add ${one}`, ar: `إضافة ${arOne}` }, edit: { en: `Edit ${one}`, ar: `تعديل ${arThe}` } },
    add: { en: `Add ${one}`, ar: `إضافة ${arOne}` },
    messages,
    // a module may spell out any of the above (e.g. the spec's own 'Add Automated Task')
    ...own,
    fields: { isActive: commonFields.isActive, status: commonFields.status, ...own.fields },
  } satisfies BilingualTree;
}
