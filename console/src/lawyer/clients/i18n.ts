import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of the lawyers' client directory (/management/clients as an employee) as `{ en, ar }` pairs. */
export const clientDirectoryWording = {
  title: { en: 'Clients', ar: 'العملاء' },
  subtitle: { en: 'Read only: an administrator adds and edits clients', ar: 'للاطلاع فقط: يضيف مسؤول النظام العملاء ويعدّلهم' },
  active: { en: 'Active Clients', ar: 'العملاء النشطون' },
  search: { en: 'Search by name or client ID', ar: 'البحث بالاسم أو رقم العميل' },
  empty: { en: 'No Clients Found', ar: 'لم يتم العثور على عملاء' },
} as const satisfies BilingualTree;

export const useClientDirectoryWording = wordingHook(clientDirectoryWording);
