import type { Bilingual } from '@lawfirm/contracts';

/** Wording of the case's Documents tab and of what goes with a deleted hearing. */
export const documentsWording = {
  source: { en: 'From', ar: 'المصدر' },
  fromCase: { en: 'Uploaded to the case', ar: 'مرفوع على القضية' },
  fromHearing: { en: 'Hearing of %{date}', ar: 'جلسة %{date}' },
  fromMinutesFile: { en: 'Minutes file of the hearing of %{date}', ar: 'ملف محضر جلسة %{date}' },
  fromMinutes: { en: 'Minutes of the hearing of %{date}', ar: 'محضر جلسة %{date}' },
  actions: { en: 'Actions', ar: 'الإجراءات' },
  rename: { en: 'Rename', ar: 'إعادة تسمية' },
  renameTitle: { en: 'Rename Document', ar: 'إعادة تسمية المستند' },
  newName: { en: 'New name', ar: 'الاسم الجديد' },
  save: { en: 'Save', ar: 'حفظ' },
  cancel: { en: 'Cancel', ar: 'إلغاء' },
  delete: { en: 'Delete', ar: 'حذف' },
  deleteTitle: { en: 'Delete Document', ar: 'حذف المستند' },
  deleteQuestion: {
    en: 'Delete "%{name}"? It leaves the lists of the case; the History keeps a record that it was uploaded and deleted.',
    ar: 'حذف «\u2068%{name}\u2069»؟ سيُزال من قوائم القضية، ويبقى في السجل أنه رُفع ثم حُذف.',
  },
  deleteAttachmentQuestion: {
    en: 'Delete "%{name}"? It leaves the file\'s attachments; the History keeps a record that it was added and deleted.',
    ar: 'حذف «\u2068%{name}\u2069»؟ سيُزال من مرفقات الملف، ويبقى في السجل أنه أُضيف ثم حُذف.',
  },
  yesDelete: { en: 'Yes, Delete', ar: 'نعم، احذف' },
  renamed: { en: 'Document renamed successfully!', ar: 'تمت إعادة تسمية المستند بنجاح!' },
  renameFailed: { en: 'Error renaming document', ar: 'خطأ في إعادة تسمية المستند' },
  deleted: { en: 'Document deleted successfully!', ar: 'تم حذف المستند بنجاح!' },
  deleteFailed: { en: 'Error deleting document', ar: 'خطأ في حذف المستند' },
  nameRequired: { en: 'Document name is required', ar: 'اسم المستند مطلوب' },
  // deleting a hearing
  hearingDeleteTitle: { en: 'Delete Hearing', ar: 'حذف الجلسة' },
  hearingDeleteQuestion: { en: 'Delete the hearing of %{date}? This cannot be undone.', ar: 'حذف جلسة %{date}؟ لا يمكن التراجع عن ذلك.' },
  hearingGoesWith: { en: 'These go with it:', ar: 'سيُحذف معها:' },
  hearingDocuments: { en: 'Hearing documents: %{count}', ar: 'مستندات الجلسة: %{count}' },
  hearingMinutesFile: { en: 'Minutes file: %{name}', ar: 'ملف المحضر: %{name}' },
  hearingMinutes: { en: 'Minutes recorded: %{count} (with their documents)', ar: 'المحاضر المسجلة: %{count} (مع مستنداتها)' },
  hearingNothingElse: { en: 'Nothing else is attached to it.', ar: 'لا يوجد شيء آخر مرتبط بها.' },
} as const satisfies Record<string, Bilingual>;

