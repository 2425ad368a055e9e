import { describe, expect, it } from 'vitest';
import { documentSuggestion, minutesSuggestion, parseSuggestionId, type Suggestion } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { suggestionDecider } from './suggestion.js';

const spec = deciderSpec(suggestionDecider);
/** Omar (7) recorded the minutes 12 of a hearing on case 3 held on 26 November */
const suggestion: Suggestion = minutesSuggestion({ minutesId: 12, caseId: 3, userId: 7, hearingDate: '2026-11-26' });
const accepted = { type: 'SuggestionAccepted', data: { suggestionId: 'minutes-12', userId: 7, timeEntryId: 40 } };
const dismissed = { type: 'SuggestionDismissed', data: { suggestionId: 'minutes-12', userId: 7 } };
const accept = (over: Partial<{ suggestion: Suggestion | null; by: number; timeEntryId: number }> = {}) => ({ type: 'AcceptSuggestion' as const, suggestion, by: 7, timeEntryId: 40, ...over });
const dismiss = (over: Partial<{ suggestion: Suggestion | null; by: number }> = {}) => ({ type: 'DismissSuggestion' as const, suggestion, by: 7, ...over });

describe('suggested time entry', () => {
  it('is named by its source and proposes the activity, minutes, day and description of it in both languages', () => {
    expect(suggestion).toMatchObject({ id: 'minutes-12', source: 'minutes', userId: 7, caseId: 3, date: '2026-11-26', activity: 'hearing_attendance', minutes: 60 });
    expect(suggestion.description.en).toBe('Attended the hearing of Nov 26, 2026 and recorded its minutes');
    expect(suggestion.description.ar).toMatch(/^حضور الجلسة المنعقدة بتاريخ .+ وتسجيل محضرها$/);
    expect(suggestion.description.ar).not.toMatch(/[\u2066-\u2069]/);
    expect(documentSuggestion({ documentId: 5, caseId: 3, userId: 7, date: '2026-11-27', name: 'Statement of claim' })).toMatchObject({ id: 'document-5', activity: 'drafting', minutes: 30 });
    expect(parseSuggestionId('minutes-12')).toEqual({ source: 'minutes', sourceId: 12 });
    expect(parseSuggestionId('minutes-0')).toBeNull();
    expect(parseSuggestionId('invoice-3')).toBeNull();
  });

  it('given nothing, when its lawyer accepts it, then it is accepted as the time entry made with it', () => {
    spec.given([]).when(accept()).then([accepted]);
    expect(spec.given([accepted]).state).toMatchObject({ timeEntryId: 40, dismissed: false });
  });

  it('given nothing, when its lawyer dismisses it, then it is dismissed; dismissed again, nothing more is recorded', () => {
    spec.given([]).when(dismiss()).then([dismissed]);
    spec.given([dismissed]).when(dismiss()).then([]);
  });

  describe('refusals', () => {
    it('given an accepted suggestion, when it is accepted again, then it is refused: one suggestion makes one entry', () => {
      spec.given([accepted]).when(accept({ timeEntryId: 41 })).thenFails('conflict', 'billing.suggestionAccepted');
    });

    it('given an accepted suggestion, when it is dismissed, then it is refused', () => {
      spec.given([accepted]).when(dismiss()).thenFails('conflict', 'billing.suggestionAccepted');
    });

    it('given a dismissed suggestion, when it is accepted, then it is refused: it stays dismissed', () => {
      spec.given([dismissed]).when(accept()).thenFails('conflict', 'billing.suggestionDismissed');
    });

    it('given nothing, when another lawyer accepts or dismisses it, then it is not found for them', () => {
      spec.given([]).when(accept({ by: 8 })).thenFails('not_found', 'error.notFound');
      spec.given([]).when(dismiss({ by: 8 })).thenFails('not_found', 'error.notFound');
    });

    it('given nothing, when its source no longer offers it (minutes removed, hearing cancelled), then it is not found', () => {
      spec.given([]).when(accept({ suggestion: null })).thenFails('not_found', 'error.notFound');
      spec.given([]).when(dismiss({ suggestion: null })).thenFails('not_found', 'error.notFound');
    });
  });

  it('given an acceptance taken back (its entry could not be appended), when it is accepted, then it is accepted again', () => {
    const undone = { type: 'SuggestionAcceptanceUndone', data: accepted.data };
    spec.given([accepted, undone]).when(accept({ timeEntryId: 41 })).then([{ ...accepted, data: { ...accepted.data, timeEntryId: 41 } }]);
  });
});
