import type { ReportId } from '@lawfirm/contracts';
import { appointmentsReport, monthlyCalendar, weeklySchedule } from './agenda.js';
import { casesInPeriod, casesSummary, finalDecisions } from './cases.js';
import { agedReceivablesReport, billedCollectedReport, vatReturnReport, wipReport } from './billing.js';
import { documentsReport } from './documents.js';
import { adjournedCases, hearingSchedule, hearingsReport } from './hearings.js';
import type { ReportDefinition } from './types.js';

export const definitions: Record<ReportId, ReportDefinition> = Object.fromEntries(
  [weeklySchedule, monthlyCalendar, hearingsReport, finalDecisions, appointmentsReport, casesSummary, adjournedCases, documentsReport, hearingSchedule, casesInPeriod,
    wipReport, billedCollectedReport, agedReceivablesReport, vatReturnReport].map((d) => [d.id, d]),
) as Record<ReportId, ReportDefinition>;

export { ReportContext } from './context.js';
export type { ReportDefinition } from './types.js';
