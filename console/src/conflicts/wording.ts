/** The conflict-of-interest warning's wording (the browser suites read it too). */
export const conflictWording = {
  title: { en: 'Possible conflict of interest', ar: 'احتمال تعارض في المصالح' },
  intro: {
    en: 'These names match the firm\'s clients or the opponents in its cases. Check them before going ahead.',
    ar: 'تطابق هذه الأسماء عملاء المكتب أو خصوماً في قضاياه. تحقق منها قبل المتابعة.',
  },
  client: { en: 'Client', ar: 'عميل' },
  opponent: { en: 'Opponent in case', ar: 'خصم في القضية' },
  restricted: { en: 'A record you cannot open', ar: 'سجل لا يمكنك فتحه' },
  reason: { en: 'Why are you going ahead?', ar: 'لماذا تتابع؟' },
  reasonRequired: { en: 'Say why you are going ahead despite the possible conflict of interest', ar: 'اذكر سبب المتابعة رغم احتمال تعارض المصالح' },
  cancel: { en: 'Go back', ar: 'رجوع' },
  proceed: { en: 'Go ahead and record the reason', ar: 'المتابعة وتسجيل السبب' },
  checkFailed: { en: 'The conflict check could not be run, nothing was saved', ar: 'تعذر إجراء فحص تعارض المصالح، ولم يُحفظ شيء' },
  overrideFailed: { en: 'Saved, but the reason for going ahead could not be recorded', ar: 'تم الحفظ، لكن تعذر تسجيل سبب المتابعة' },
} as const;
