import { useSyncExternalStore } from 'react';
import { matterOf, type MatterRef } from './matterRef';

/**
 * The top bar's timer, kept in the browser's storage so that it runs on across pages, a reload
 * and other tabs: the matter it times (a case, a file or a consultation), when it last started
 * (null while paused) and the time counted before that. Never a counter: the elapsed time is
 * always worked out from the clock.
 */
export interface TimerState {
  /** 'case-5', 'file-3', 'consultation-2' (matterRef.ts) */
  matter: MatterRef;
  /** the matter as the timer names it (its kind, number and title in the language it was started in) */
  matterName: string;
  /** epoch milliseconds of the last start or resume; null while paused */
  startedAt: number | null;
  /** milliseconds counted before the last start */
  accumulatedMs: number;
}

const keyOf = (userId: string | number) => `lawfirm.timer.${userId}`;

/**
 * A timer as the storage holds it, or null when it holds none that can be read. A timer stored
 * before time could be on a file or a consultation (`caseId` and `caseName`) is one on that case.
 */
export function storedTimer(v: unknown): TimerState | null {
  const s = v as (Partial<TimerState> & { caseId?: unknown; caseName?: unknown }) | null;
  if (typeof s !== 'object' || s === null) return null;
  if (!((s.startedAt === null || Number.isFinite(s.startedAt)) && Number.isFinite(s.accumulatedMs) && (s.accumulatedMs as number) >= 0)) return null;
  const clock = { startedAt: s.startedAt as number | null, accumulatedMs: s.accumulatedMs as number };
  if (matterOf(s.matter) && typeof s.matterName === 'string') return { matter: s.matter as MatterRef, matterName: s.matterName, ...clock };
  if (Number.isSafeInteger(s.caseId) && (s.caseId as number) > 0 && typeof s.caseName === 'string') return { matter: `case-${s.caseId as number}`, matterName: s.caseName, ...clock };
  return null;
}

// the timer as stored, read again only when the storage changes (here or in another tab)
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; state: TimerState | null }>();

function read(userId: string | number): TimerState | null {
  const key = keyOf(userId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.state;
  let state: TimerState | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    state = storedTimer(parsed);
  } catch {
    state = null;
  }
  cache.set(key, { raw, state });
  return state;
}

/** Stores the timer (null: no timer) and tells every reader. */
export function writeTimer(userId: string | number, state: TimerState | null): void {
  try {
    if (state) localStorage.setItem(keyOf(userId), JSON.stringify(state));
    else localStorage.removeItem(keyOf(userId));
  } catch {
    // storage refused (private mode): the timer lasts as long as the page
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The user's timer, or null when none runs or waits. */
export const useTimer = (userId: string | number | undefined): TimerState | null =>
  useSyncExternalStore(subscribe, () => (userId === undefined ? null : read(userId)));
