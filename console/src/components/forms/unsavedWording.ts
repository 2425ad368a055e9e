import type { Bilingual } from '@lawfirm/contracts';

// No relative imports here: the browser tests read this catalogue as it is.

/** The question before unsaved changes are left (UnsavedChanges.tsx). */
export const unsavedWording = {
  title: { en: 'Leave without saving?', ar: 'المغادرة دون حفظ؟' },
  text: { en: 'What you typed has not been saved. If you leave now, it will be lost.', ar: 'لم يتم حفظ ما كتبته. إذا غادرت الآن فسيضيع.' },
  stay: { en: 'Stay and keep editing', ar: 'البقاء ومتابعة التعديل' },
  leave: { en: 'Leave without saving', ar: 'المغادرة دون حفظ' },
} as const satisfies Record<string, Bilingual>;
