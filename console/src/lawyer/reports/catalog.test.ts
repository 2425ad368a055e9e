import { describe, expect, it } from 'vitest';
import { reportCatalog, reportFilename, reportsFor, requestFilters } from './catalog';

describe('report catalog', () => {
  it('has the nine reports of the spec, each with its filters, then billing’s', () => {
    expect(reportCatalog.map((r) => r.id)).toEqual([
      'weekly-schedule', 'monthly-calendar', 'hearings', 'final-decisions', 'appointments', 'cases-summary', 'adjourned-cases', 'documents', 'hearing-schedule',
      'billing-wip', 'billing-billed-collected', 'billing-aged-receivables', 'billing-vat-return',
    ]);
    expect(reportCatalog.find((r) => r.id === 'documents')?.filters).toEqual(['caseType', 'documentCategory', 'dateRange']);
  });

  it('offers each user the reports the server lets them run', () => {
    const ids = (user: Parameters<typeof reportsFor>[0]) => reportsFor(user).map((r) => r.id);
    const lawyer = ids({ userType: 'employee', isSuperAdmin: false, permissions: {} });
    expect(lawyer).toContain('billing-wip');
    expect(lawyer).not.toContain('billing-vat-return');
    expect(ids({ userType: 'admin', isSuperAdmin: false, permissions: { billing: ['view'] } })).toEqual(['billing-wip', 'billing-billed-collected', 'billing-aged-receivables', 'billing-vat-return']);
    expect(ids({ userType: 'admin', isSuperAdmin: false, permissions: { reports: ['view'] } })).toHaveLength(9);
  });

  it('sends only the filled-in filters, without the format', () => {
    expect(requestFilters({ from: '2026-11-01', to: '', caseType: 3, status: null, format: 'excel', client: ' 7 ' })).toEqual({ from: '2026-11-01', caseType: '3', client: '7' });
  });

  it('names the downloads lawyer-{reportId}-{date} with the format extension', () => {
    expect(reportFilename('hearing-schedule', 'pdf', '2026-11-21')).toBe('lawyer-hearing-schedule-2026-11-21.pdf');
    expect(reportFilename('documents', 'excel', '2026-11-21')).toBe('lawyer-documents-2026-11-21.xlsx');
    expect(reportFilename('billing-vat-return', 'excel', '2026-11-21')).toBe('billing-vat-return-2026-11-21.xlsx');
  });
});
