import type { BilingualTree } from '../../i18n/bilingual';
import { wordingHook } from '../../components/messages/wordingHook';

/** Wording of the notifications bell and its list. */
export const notificationsWording = {
  title: { en: 'Notifications', ar: 'الإشعارات' },
  bellLabel: { en: 'Notifications, %{count} unread', ar: 'الإشعارات، %{count} غير مقروءة' },
  markRead: { en: 'Mark as read', ar: 'تعليم كمقروء' },
  markAllRead: { en: 'Mark all as read', ar: 'تعليم الكل كمقروء' },
  empty: { en: 'No notifications', ar: 'لا توجد إشعارات' },
  loadFailed: { en: 'Failed to load notifications', ar: 'فشل في تحميل الإشعارات' },
  updateFailed: { en: 'Failed to update the notifications', ar: 'فشل في تحديث الإشعارات' },
  unread: { en: 'Unread', ar: 'غير مقروء' },
} as const satisfies BilingualTree;

export const useNotificationsWording = wordingHook(notificationsWording);
