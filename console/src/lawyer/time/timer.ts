import { intlLocaleOf, type Language } from '../../i18n/language';
import type { MatterRef } from './matterRef';
import type { TimerState } from './timerStore';

/** The elapsed time of a timer at `now`: what was counted, plus the running stretch. */
export const elapsedMs = (state: TimerState, now: number): number => state.accumulatedMs + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));

/** A timer's time as a time entry takes it: whole minutes, rounded up (any started minute counts), at least 1. */
export const roundedMinutes = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

export const started = (matter: MatterRef, matterName: string, now: number): TimerState => ({ matter, matterName, startedAt: now, accumulatedMs: 0 });
export const paused = (state: TimerState, now: number): TimerState => (state.startedAt === null ? state : { ...state, startedAt: null, accumulatedMs: elapsedMs(state, now) });
export const resumed = (state: TimerState, now: number): TimerState => (state.startedAt === null ? { ...state, startedAt: now } : state);

/**
 * A whole number in the reader's language and digits: the app's formatNumber (i18n/dates.ts) over
 * the same locale, without the dates module, which the top bar (in every first load) does not need.
 */
export const formatWhole = (value: number, language: Language, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(intlLocaleOf(language), { useGrouping: false, ...options }).format(value);

/** `h:mm:ss` (or `h:mm` without seconds) in the reader's digits. */
export function formatClock(totalSeconds: number, language: Language, seconds = true): string {
  const two = (n: number) => formatWhole(n, language, { minimumIntegerDigits: 2 });
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${formatWhole(h, language)}:${two(m)}${seconds ? `:${two(s)}` : ''}`;
}

/** Minutes as `h:mm` (90 -> 1:30). */
export const formatMinutes = (minutes: number, language: Language): string => formatClock(minutes * 60, language, false);

