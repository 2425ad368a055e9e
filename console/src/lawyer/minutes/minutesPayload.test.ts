import { describe, expect, it } from 'vitest';
import { initialValues, minutesBody, nextHearingOpensAtStart, rowsWithFiles, rulingOpensAtStart, safeFileName } from './minutesPayload';
import type { Hearing, Minutes } from './types';

const hearing = { id: 7, caseId: 3, hearingDate: '2026-11-23', hearingTime: '9:30 AM', hallName: 'Hall 2', rollNumber: '102' } as Hearing;

describe('minutes form values', () => {
  it('starts a new minutes from the hearing with the spec defaults and one document row', () => {
    const values = initialValues(undefined, hearing, 2);
    expect(values).toMatchObject({ hearingTime: '09:30', rollNumber: '102', hallNumber: 'Hall 2', attendedLawyerId: 2, rulingType: 'no_ruling', finalDecision: false, hasNextHearing: true });
    expect(values.documents).toEqual([{ file: null, categoryId: null }]);
  });

  it('edits saved minutes as they are', () => {
    const saved = { rulingType: 'final', finalDecision: true, finalDecisionDate: '2026-11-06', hasNextHearing: false, hearingTime: '10:00 AM', hallNumber: null } as Minutes;
    expect(initialValues(saved, hearing, 2)).toMatchObject({ rulingType: 'final', finalDecision: true, finalDecisionDate: '2026-11-06', hasNextHearing: false, hallNumber: null });
  });

  it('sends the scalar fields only, empty text as null', () => {
    const body = minutesBody({ ...initialValues(undefined, hearing, null), hearingReport: '', notes: 'n' });
    expect(body).not.toHaveProperty('documents');
    expect(body.hearingReport).toBeNull();
    expect(body.notes).toBe('n');
  });

  it('keeps the rows holding a file', () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(rowsWithFiles([{ file: { rawFile: file }, categoryId: 4 }, { file: null, categoryId: 1 }])).toEqual([{ file, categoryId: 4 }]);
  });

  it('makes stored file names safe', () => {
    expect(safeFileName('محضر جلسة (1).pdf')).toBe('___________1_.pdf');
    expect(safeFileName('report-2026.v2.docx')).toBe('report-2026.v2.docx');
  });

  it('opens the ruling and next-hearing sections for saved minutes that have them', () => {
    expect(rulingOpensAtStart(undefined)).toBe(false);
    expect(rulingOpensAtStart({ rulingType: 'no_ruling', finalDecision: false } as Minutes)).toBe(false);
    expect(rulingOpensAtStart({ rulingType: 'preliminary', finalDecision: false } as Minutes)).toBe(true);
    expect(rulingOpensAtStart({ rulingType: 'no_ruling', finalDecision: true } as Minutes)).toBe(true);
    expect(nextHearingOpensAtStart({ hasNextHearing: true, nextHearingDate: '2026-12-01' } as Minutes)).toBe(true);
    expect(nextHearingOpensAtStart({ hasNextHearing: false, nextHearingDate: '2026-12-01' } as Minutes)).toBe(false);
  });
});
