/**
 * Bilingual wordings shared by the server (error bodies) and the console (toasts, labels).
 * Keys are stable identifiers; `en` is the spec's English wording, `ar` its Arabic equivalent.
 */
import { billingMessages } from './i18n/billing.js';
import { screenMessages } from './screenMessages.js';
import { isolate } from './i18n/isolate.js';

export interface Bilingual {
  en: string;
  ar: string;
}

export const messages = { ...screenMessages, ...billingMessages } as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(k: unknown): k is MessageKey {
  return typeof k === 'string' && Object.prototype.hasOwnProperty.call(messages, k);
}

/**
 * A wording in both languages with its `{name}` parts filled. Each value is isolated in its own
 * direction (contracts' isolate: a folder path, a port, an English record name or a command inside
 * the Arabic line, an Arabic name inside the English one, read as written), never doubled when it
 * comes isolated already. What is printed where nothing lays the marks out (a terminal) is printed
 * through withoutIsolates.
 */
export function bilingual(key: MessageKey, params: Record<string, string | number> = {}): Bilingual {
  const m = messages[key];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, p: string) => (Object.prototype.hasOwnProperty.call(params, p) && params[p] !== undefined ? isolate(params[p]) : whole));
  return { en: fill(m.en), ar: fill(m.ar) };
}
