import { describe, expect, it } from 'vitest';
import { reportCatalog, reportFilename, requestFilters } from './catalog';

describe('report catalog', () => {
  it('has the nine reports of the spec, each with its filters', () => {
    expect(reportCatalog.map((r) => r.id)).toEqual([
      'weekly-schedule', 'monthly-calendar', 'hearings', 'final-decisions', 'appointments', 'cases-summary', 'adjourned-cases', 'documents', 'hearing-schedule',
    ]);
    expect(reportCatalog.find((r) => r.id === 'documents')?.filters).toEqual(['caseType', 'documentCategory', 'dateRange']);
  });

  it('sends only the filled-in filters, without the format', () => {
    expect(requestFilters({ from: '2026-11-01', to: '', caseType: 3, status: null, format: 'excel', client: ' 7 ' })).toEqual({ from: '2026-11-01', caseType: '3', client: '7' });
  });

  it('names the downloads lawyer-{reportId}-{date} with the format extension', () => {
    expect(reportFilename('hearing-schedule', 'pdf', '2026-11-21')).toBe('lawyer-hearing-schedule-2026-11-21.pdf');
    expect(reportFilename('documents', 'excel', '2026-11-21')).toBe('lawyer-documents-2026-11-21.xlsx');
  });
});
