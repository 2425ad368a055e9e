import { wordingHook } from '../components/messages/wordingHook';

/** The profile page in both languages. */
export const profileWording = {
  title: { en: 'My profile', ar: 'ملفي الشخصي' },
  open: { en: 'My profile', ar: 'ملفي الشخصي' },
  account: {
    title: { en: 'My account', ar: 'حسابي' },
    fullNameEn: { en: 'Full name (English)', ar: 'الاسم الكامل (بالإنجليزية)' },
    fullNameAr: { en: 'Full name (Arabic)', ar: 'الاسم الكامل (بالعربية)' },
    email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
    emailNeeded: {
      en: 'Your account has no real e-mail address yet; enter the one reminders should reach',
      ar: 'لا يوجد في حسابك بريد إلكتروني حقيقي بعد؛ أدخل البريد الذي تصل إليه التذكيرات',
    },
    employeeEmail: { en: 'You sign in with this e-mail', ar: 'تسجّل الدخول بهذا البريد الإلكتروني' },
    currentPassword: { en: 'Current password', ar: 'كلمة المرور الحالية' },
    currentPasswordHelp: { en: 'Needed to change the e-mail you sign in with', ar: 'مطلوبة لتغيير البريد الإلكتروني الذي تسجّل الدخول به' },
    phone: { en: 'Phone', ar: 'الهاتف' },
    role: { en: 'Role', ar: 'الدور' },
    superAdmin: { en: 'Super admin', ar: 'مسؤول عام' },
    username: { en: 'Username', ar: 'اسم المستخدم' },
    save: { en: 'Save my details', ar: 'حفظ بياناتي' },
    saved: { en: 'Your profile was saved', ar: 'تم حفظ ملفك الشخصي' },
  },
  password: {
    title: { en: 'Change password', ar: 'تغيير كلمة المرور' },
    current: { en: 'Current password', ar: 'كلمة المرور الحالية' },
    next: { en: 'New password', ar: 'كلمة المرور الجديدة' },
    confirm: { en: 'New password again', ar: 'تأكيد كلمة المرور الجديدة' },
    rule: { en: 'At least 10 characters, and not a common password', ar: '10 أحرف على الأقل، وليست كلمة مرور شائعة' },
    mismatch: { en: 'The two new passwords differ', ar: 'كلمتا المرور الجديدتان غير متطابقتين' },
    save: { en: 'Change password', ar: 'تغيير كلمة المرور' },
    changed: { en: 'Your password was changed. Other devices signed in with the old one were signed out.', ar: 'تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى التي كانت تستخدم كلمة المرور القديمة.' },
  },
  preferences: {
    title: { en: 'Preferences', ar: 'التفضيلات' },
    language: { en: 'Language', ar: 'اللغة' },
    english: { en: 'English', ar: 'الإنجليزية' },
    arabic: { en: 'Arabic', ar: 'العربية' },
    languageHelp: { en: 'The console opens in it, and reminder e-mails are written in it', ar: 'تفتح البوابة بها، وتُكتب بها رسائل التذكير' },
    emails: { en: 'Reminders I also receive by e-mail', ar: 'التذكيرات التي تصلني بالبريد الإلكتروني أيضاً' },
    kinds: {
      task_assigned: { en: 'A task given to me', ar: 'مهمة مسندة إليّ' },
      hearing_tomorrow: { en: 'A hearing tomorrow', ar: 'جلسة في الغد' },
      task_due: { en: 'A task due tomorrow', ar: 'مهمة مستحقة في الغد' },
      deadline_reminder: { en: 'A court deadline coming up', ar: 'موعد قضائي يقترب' },
      deadline_missed: { en: 'A court deadline missed', ar: 'موعد قضائي فائت' },
    },
    dates: { en: 'Dates and digits', ar: 'التواريخ والأرقام' },
    hijri: { en: 'Show Hijri (Umm al-Qura) dates beside court dates in English', ar: 'عرض التاريخ الهجري (أم القرى) بجانب تواريخ المحاكم في الواجهة الإنجليزية' },
    hijriHelp: { en: 'The Arabic console always shows them', ar: 'تعرضها الواجهة العربية دائماً' },
    digits: { en: 'Digits in Arabic', ar: 'الأرقام في الواجهة العربية' },
    latn: { en: 'Western (0123456789)', ar: 'غربية (0123456789)' },
    arab: { en: 'Arabic-Indic (٠١٢٣٤٥٦٧٨٩)', ar: 'هندية عربية (٠١٢٣٤٥٦٧٨٩)' },
    example: { en: 'A court date reads', ar: 'يظهر تاريخ المحكمة هكذا' },
    save: { en: 'Save preferences', ar: 'حفظ التفضيلات' },
    saved: { en: 'Your preferences were saved', ar: 'تم حفظ تفضيلاتك' },
  },
  calendar: {
    title: { en: 'My calendar on my phone', ar: 'تقويمي على هاتفي' },
    intro: {
      en: 'Your hearings, meetings, tasks and court deadlines, kept up to date in the calendar app you already use. The link is private: whoever has it sees your calendar.',
      ar: 'جلساتك واجتماعاتك ومهامك ومواعيدك القضائية، محدّثة في تطبيق التقويم الذي تستخدمه. الرابط خاص: من يملكه يرى تقويمك.',
    },
    link: { en: 'Calendar link', ar: 'رابط التقويم' },
    rotate: { en: 'Make a new link', ar: 'إنشاء رابط جديد' },
    rotateConfirm: {
      en: 'The current link stops working at once, on every device that subscribed to it. Make a new link?',
      ar: 'سيتوقف الرابط الحالي عن العمل فوراً على كل جهاز مشترك فيه. هل تريد إنشاء رابط جديد؟',
    },
    cancel: { en: 'Cancel', ar: 'إلغاء' },
    outlook: { en: 'Outlook', ar: 'Outlook' },
    outlookSteps: {
      en: 'Copy the link. In Outlook, open Calendar, choose Add calendar, then Subscribe from web, paste the link, name it and choose Import.',
      ar: 'انسخ الرابط. في Outlook افتح التقويم، واختر إضافة تقويم، ثم الاشتراك من الويب، والصق الرابط، وسمّه ثم اختر استيراد.',
    },
    google: { en: 'Google Calendar', ar: 'تقويم Google' },
    googleSteps: {
      en: 'Copy the link. On calendar.google.com, next to Other calendars choose +, then From URL, paste the link and choose Add calendar. Google refreshes it every few hours.',
      ar: 'انسخ الرابط. في calendar.google.com، بجانب «تقويمات أخرى» اختر +، ثم «من عنوان URL»، والصق الرابط واختر «إضافة تقويم». يحدّثه Google كل بضع ساعات.',
    },
    iphone: { en: 'iPhone', ar: 'iPhone' },
    iphoneSteps: {
      en: 'Copy the link. Open Settings, then Calendar, Accounts, Add Account, Other, Add Subscribed Calendar; paste the link and choose Next, then Save.',
      ar: 'انسخ الرابط. افتح الإعدادات، ثم التقويم، الحسابات، إضافة حساب، أخرى، إضافة تقويم مشترك فيه؛ والصق الرابط واختر التالي ثم حفظ.',
    },
  },
  saveFailed: { en: 'Not saved', ar: 'لم يتم الحفظ' },
  loading: { en: 'Loading…', ar: 'جارٍ التحميل…' },
} as const;

export const useProfileWording = wordingHook(profileWording);
