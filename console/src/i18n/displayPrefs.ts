import { useSyncExternalStore } from 'react';

/**
 * How dates and digits read (profile preferences `hijri` and `digits`), kept in browser storage
 * under `displayPrefs` so a reload keeps them; the profile page and sign-in set them.
 */
export interface DisplayPrefs {
  /** Umm al-Qura dates beside court dates in the English console too (the Arabic console always shows them) */
  hijri: boolean;
  /** the Arabic console's digits */
  digits: 'latn' | 'arab';
}

const STORAGE_KEY = 'displayPrefs';
const DEFAULTS: DisplayPrefs = { hijri: false, digits: 'latn' };
const listeners = new Set<() => void>();
let cached: { raw: string | null; prefs: DisplayPrefs } | null = null;

export function getDisplayPrefs(): DisplayPrefs {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return DEFAULTS;
  }
  if (cached && cached.raw === raw) return cached.prefs;
  let prefs = DEFAULTS;
  try {
    const v = raw ? (JSON.parse(raw) as Partial<DisplayPrefs>) : {};
    prefs = { hijri: v.hijri === true, digits: v.digits === 'arab' ? 'arab' : 'latn' };
  } catch {
    prefs = DEFAULTS;
  }
  cached = { raw, prefs };
  return prefs;
}

export function setDisplayPrefs(prefs: DisplayPrefs): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ hijri: prefs.hijri, digits: prefs.digits }));
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useDisplayPrefs = (): DisplayPrefs => useSyncExternalStore(subscribe, getDisplayPrefs);
