import type { Bilingual } from '../messages.js';

/** Sign-in, sessions and the password rule. */
export const authMessages = {
  'validation.passwordTooShort': { en: 'Password must be at least 10 characters', ar: 'يجب ألا تقل كلمة المرور عن 10 أحرف' },
  'validation.passwordTooCommon': {
    en: 'This password is too common and easy to guess; choose another',
    ar: 'كلمة المرور هذه شائعة ويسهل تخمينها؛ اختر كلمة مرور أخرى',
  },
  'auth.signedOut': { en: 'You have been signed out', ar: 'تم تسجيل الخروج' },
  'auth.unlocked': { en: 'This account can sign in again now', ar: 'يمكن لهذا الحساب تسجيل الدخول مجدداً الآن' },
  'startup.weakBootstrapPassword': {
    en: 'BOOTSTRAP_ADMIN_PASSWORD is refused: {reason}. Nothing was started.',
    ar: 'تم رفض BOOTSTRAP_ADMIN_PASSWORD: {reason}. لم يتم تشغيل أي شيء.',
  },
} as const satisfies Record<string, Bilingual>;
