import type { SvgIconComponent } from '@mui/icons-material';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import GavelIcon from '@mui/icons-material/Gavel';
import BalanceIcon from '@mui/icons-material/Balance';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SummarizeIcon from '@mui/icons-material/Summarize';
import UpdateIcon from '@mui/icons-material/Update';
import DescriptionIcon from '@mui/icons-material/Description';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { SessionUser } from '@lawfirm/contracts';
import { mayWork } from '../../auth/mayWork';
import { addDays, type Day } from '../../components/display/days';

/**
 * The filters a report tile can offer. Each is one or two form fields named as the report
 * request's parameters (`from`/`to`, `month`, `status`, `caseType`, ...).
 */
export type FilterKind =
  | 'dateRange'
  | 'month'
  | 'hearingStatus'
  | 'appointmentStatus'
  | 'taskType'
  | 'client'
  | 'caseType'
  | 'adjournmentReason'
  | 'documentCategory';

export type ReportId =
  | 'weekly-schedule'
  | 'monthly-calendar'
  | 'hearings'
  | 'final-decisions'
  | 'appointments'
  | 'cases-summary'
  | 'adjourned-cases'
  | 'documents'
  | 'hearing-schedule'
  | 'billing-wip'
  | 'billing-billed-collected'
  | 'billing-aged-receivables'
  | 'billing-vat-return';

export type ReportFormat = 'pdf' | 'excel';
export const REPORT_FORMATS: readonly ReportFormat[] = ['pdf', 'excel'];

export interface ReportDefinition {
  id: ReportId;
  icon: SvgIconComponent;
  /** the tile's filters in the order shown; every tile also has the format */
  filters: FilterKind[];
  /** initial filter values, from today's date */
  defaults?: (today: Day) => Record<string, string>;
  /** a billing report: admins run it with billing: view (not reports: view); `lawyers`: lawyers run it too (their own) */
  billing?: { lawyers: boolean };
}

/** The report tiles of /lawyer/reports: the nine with the filters of lawyer-portal.md section 2, then billing's. */
export const reportCatalog: readonly ReportDefinition[] = [
  { id: 'weekly-schedule', icon: CalendarViewWeekIcon, filters: ['dateRange'], defaults: (today) => ({ from: today, to: addDays(today, 6) }) },
  { id: 'monthly-calendar', icon: CalendarMonthIcon, filters: ['month'], defaults: (today) => ({ month: today.slice(0, 7) }) },
  { id: 'hearings', icon: GavelIcon, filters: ['dateRange', 'hearingStatus'] },
  { id: 'final-decisions', icon: BalanceIcon, filters: ['dateRange', 'caseType'] },
  { id: 'appointments', icon: EventNoteIcon, filters: ['dateRange', 'taskType', 'appointmentStatus'] },
  { id: 'cases-summary', icon: SummarizeIcon, filters: ['client', 'caseType', 'dateRange'] },
  { id: 'adjourned-cases', icon: UpdateIcon, filters: ['adjournmentReason', 'dateRange'] },
  { id: 'documents', icon: DescriptionIcon, filters: ['caseType', 'documentCategory', 'dateRange'] },
  // the direct download of this one is GET /api/reports/hearings/schedule; jobs name it by its id
  { id: 'hearing-schedule', icon: AccountBalanceIcon, filters: ['dateRange'] },
  { id: 'billing-wip', icon: PendingActionsIcon, filters: ['dateRange'], billing: { lawyers: true } },
  { id: 'billing-billed-collected', icon: ReceiptLongIcon, filters: ['dateRange'], billing: { lawyers: false } },
  { id: 'billing-aged-receivables', icon: HourglassBottomIcon, filters: [], billing: { lawyers: false } },
  { id: 'billing-vat-return', icon: RequestQuoteIcon, filters: ['dateRange'], billing: { lawyers: false } },
];

/** The tiles the user may run (the server's rule, query-api's reports/catalog.ts mayRun): lawyers the nine and their own work in progress; admins the nine with reports: view, billing's with billing: view. */
export function reportsFor(user: Pick<SessionUser, 'userType' | 'isSuperAdmin' | 'permissions'> | null): readonly ReportDefinition[] {
  if (!user) return [];
  if (user.userType === 'employee') return reportCatalog.filter((r) => !r.billing || r.billing.lawyers);
  return reportCatalog.filter((r) => mayWork(user, r.billing ? 'billing' : 'reports', 'view'));
}

/** The values the report request takes: the form's filled-in fields without the format. */
export function requestFilters(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => key !== 'format' && value !== undefined && value !== null && String(value).trim() !== '')
      .map(([key, value]) => [key, String(value).trim()]),
  );
}

/** `lawyer-{reportId}-{yyyy-MM-dd}.pdf|.xlsx` (spec section 8); billing's `{reportId}-{yyyy-MM-dd}`, as the server names them. */
export const reportFilename = (id: ReportId, format: ReportFormat, today: Day) => `${id.startsWith('billing-') ? '' : 'lawyer-'}${id}-${today}.${format === 'pdf' ? 'pdf' : 'xlsx'}`;
