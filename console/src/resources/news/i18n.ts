import { resourceName, type BilingualTree } from '../../i18n/bilingual';
import type { CrudWording } from '../../components/messages/resourceCrudMessages';

/** react-admin resource name = the spec's route */
export const NEWS = 'management/news';

export const newsI18n = {
  name: resourceName(['News Article', 'News'], ['خبر', 'الأخبار']),
  fields: {
    title: { en: 'Title', ar: 'العنوان' },
    titleEn: { en: 'Title (English)', ar: 'العنوان (بالإنجليزية)' },
    titleAr: { en: 'Title (Arabic)', ar: 'العنوان (بالعربية)' },
    contentEn: { en: 'Content (English)', ar: 'المحتوى (بالإنجليزية)' },
    contentAr: { en: 'Content (Arabic)', ar: 'المحتوى (بالعربية)' },
    authorId: { en: 'Author', ar: 'الكاتب' },
    isPublished: { en: 'Published', ar: 'منشور' },
    status: { en: 'Status', ar: 'الحالة' },
    createdAt: { en: 'Date', ar: 'التاريخ' },
    image: { en: 'Featured Image', ar: 'الصورة البارزة' },
  },
  statuses: {
    published: { en: 'Published', ar: 'منشور' },
    draft: { en: 'Draft', ar: 'مسودة' },
  },
  imageHint: { en: 'Any image type (PNG, JPG, GIF, WebP, SVG), up to 5 MB', ar: 'أي نوع من الصور (PNG أو JPG أو GIF أو WebP أو SVG) حتى 5 ميغابايت' },
  currentImage: { en: 'Current image', ar: 'الصورة الحالية' },
  publish: { en: 'Publish', ar: 'نشر' },
  published: { en: 'News article published successfully', ar: 'تم نشر الخبر بنجاح' },
  publishFailed: { en: 'Failed to publish news article', ar: 'فشل في نشر الخبر' },
  dialog: {
    create: { en: 'Add News Article', ar: 'إضافة خبر' },
    edit: { en: 'Edit News Article', ar: 'تعديل الخبر' },
  },
  add: { en: 'Add News Article', ar: 'إضافة خبر' },
  messages: {
    created: { en: 'News article created successfully', ar: 'تم إنشاء الخبر بنجاح' },
    updated: { en: 'News article updated successfully', ar: 'تم تحديث الخبر بنجاح' },
    deleted: { en: 'News article deleted successfully', ar: 'تم حذف الخبر بنجاح' },
    createFailed: { en: 'Failed to create news article', ar: 'فشل في إنشاء الخبر' },
    updateFailed: { en: 'Failed to update news article', ar: 'فشل في تحديث الخبر' },
    deleteFailed: { en: 'Failed to delete news article', ar: 'فشل في حذف الخبر' },
  } satisfies CrudWording,
} as const satisfies BilingualTree;
