import { describe, expect, it } from 'vitest';
import { elapsedMs, formatClock, formatMinutes, paused, resumed, roundedMinutes, started } from './timer';
import { storedTimer } from './timerStore';
import { matterBody, matterOf } from './matterRef';

describe('the top bar timer', () => {
  it('counts from the clock: started, paused, resumed', () => {
    const t0 = 1_000_000;
    const running = started('file-7', 'File · F-1', t0);
    expect(elapsedMs(running, t0 + 90_000)).toBe(90_000);
    const held = paused(running, t0 + 90_000);
    expect(held.startedAt).toBeNull();
    // paused, the clock moving on adds nothing
    expect(elapsedMs(held, t0 + 500_000)).toBe(90_000);
    const again = resumed(held, t0 + 600_000);
    expect(elapsedMs(again, t0 + 630_000)).toBe(120_000);
  });

  it('rounds up to the minute, at least one', () => {
    expect(roundedMinutes(0)).toBe(1);
    expect(roundedMinutes(1_000)).toBe(1);
    expect(roundedMinutes(60_000)).toBe(1);
    expect(roundedMinutes(60_001)).toBe(2);
    expect(roundedMinutes(125 * 60_000)).toBe(125);
  });

  it('shows the time as h:mm:ss, and minutes as h:mm', () => {
    expect(formatClock(3723, 'en')).toBe('1:02:03');
    expect(formatMinutes(90, 'en')).toBe('1:30');
    expect(formatMinutes(5, 'en')).toBe('0:05');
  });

  it('is kept on a matter, and a timer stored on a case by the previous version still loads as one on that case', () => {
    const onFile = started('file-3', 'File · F-12 — Lease review', 5_000);
    expect(storedTimer(JSON.parse(JSON.stringify(onFile)))).toEqual(onFile);
    // as the version before files and consultations stored it
    const before = { caseId: 42, caseName: '123/2026 — Emirates v. Gulf', startedAt: null, accumulatedMs: 600_000 };
    expect(storedTimer(before)).toEqual({ matter: 'case-42', matterName: '123/2026 — Emirates v. Gulf', startedAt: null, accumulatedMs: 600_000 });
    expect(elapsedMs(storedTimer(before)!, 9_999_999)).toBe(600_000);
    // what cannot be read is no timer
    for (const unreadable of [null, 'x', { matter: 'invoice-3', matterName: 'x', startedAt: 1, accumulatedMs: 0 }, { caseId: 0, caseName: 'x', startedAt: 1, accumulatedMs: 0 }, { ...onFile, accumulatedMs: -1 }]) {
      expect(storedTimer(unreadable)).toBeNull();
    }
  });

  it("turns a matter's id into the field the API takes", () => {
    expect(matterOf('consultation-2')).toEqual({ kind: 'consultation', id: 2 });
    expect(matterBody(matterOf('file-3')!)).toEqual({ fileId: 3 });
    expect(matterBody(matterOf('case-5')!)).toEqual({ caseId: 5 });
    for (const other of ['case-0', 'file-', 'files-3', 'file-3x', 3, null]) expect(matterOf(other)).toBeNull();
  });
});
