import type { BilingualTree } from '../../i18n/bilingual';
import type { Language } from '../../i18n/language';

/**
 * The top bar timer's wording (part of the time screens' catalogue, `timeWording.timer`), kept
 * apart so that the top bar, in every signed-in first load, carries these words only.
 */
export const timerWording = {
  start: { en: 'Start timer', ar: 'تشغيل المؤقت' },
  startOn: { en: 'Start', ar: 'تشغيل' },
  pause: { en: 'Pause timer', ar: 'إيقاف المؤقت مؤقتًا' },
  resume: { en: 'Resume timer', ar: 'استئناف المؤقت' },
  stop: { en: 'Stop timer and record the time', ar: 'إيقاف المؤقت وتسجيل الوقت' },
  elapsed: { en: 'Timer on %{matter}', ar: 'المؤقت على %{matter}' },
  chooseCase: { en: 'Start a timer', ar: 'تشغيل مؤقت' },
  started: { en: 'Timer started on %{matter}', ar: 'بدأ المؤقت على %{matter}' },
  stopped: { en: 'Timer stopped at %{minutes} min', ar: 'توقف المؤقت عند %{minutes} دقيقة' },
} as const satisfies BilingualTree;

export type TimerWords = { [K in keyof typeof timerWording]: string };
const wordsIn = (language: Language) => Object.fromEntries(Object.entries(timerWording).map(([k, v]) => [k, v[language]])) as TimerWords;
const byLanguage: Record<Language, TimerWords> = { en: wordsIn('en'), ar: wordsIn('ar') };

/** the timer's words in one language */
export const timerWordsIn = (language: Language): TimerWords => byLanguage[language];
