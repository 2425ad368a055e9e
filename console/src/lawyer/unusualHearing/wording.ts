import type { Bilingual } from '@lawfirm/contracts';

// No relative imports here: the browser tests read this catalogue as it is. The warnings
// themselves are worded in contracts (hearingWarningWording), as the server answers them.

/** The question asked before a hearing on a day off or outside the court hours is saved. */
export const unusualHearingWording = {
  title: { en: 'Check the hearing date and time', ar: 'تحقق من تاريخ الجلسة ووقتها' },
  intro: { en: 'The hearing you are saving is set for:', ar: 'الجلسة التي تحفظها محددة في:' },
  question: { en: 'The court may not sit then. Save the hearing anyway?', ar: 'قد لا تنعقد المحكمة في هذا الموعد. هل تريد حفظ الجلسة على أي حال؟' },
  courtHours: { en: 'Court hours: %{opens} to %{closes}', ar: 'ساعات عمل المحكمة: من %{opens} إلى %{closes}' },
  goBack: { en: 'Go back', ar: 'رجوع' },
  saveAnyway: { en: 'Save anyway', ar: 'حفظ على أي حال' },
} as const satisfies Record<string, Bilingual>;
