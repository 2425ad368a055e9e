import type { Bilingual } from '../messages.js';

/** Wordings of the reminders the firm's people receive (in the bell and by e-mail); `%{name}` is filled. */
export const reminderWording = {
  taskAssigned: { en: 'New task for you: %{title}', ar: 'مهمة جديدة مسندة إليك: %{title}' },
} as const satisfies Record<string, Bilingual>;

/** A reminder's wording in both languages with its `%{name}` parts filled (the values as they are, never read as patterns). */
export const fillReminder = (pair: Bilingual, values: Record<string, string>): Bilingual => {
  const fill = (text: string) => text.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { en: fill(pair.en), ar: fill(pair.ar) };
};
