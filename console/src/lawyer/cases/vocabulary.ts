import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { casesWording } from './i18n';

/** Case statuses in the list filter's order (spec section 2). */
export const caseStatuses = ['open', 'active', 'draft', 'in_progress', 'on_hold', 'closed'] as const;
/** The wizard offers only these; the edit form offers all six (spec section 4). */
export const wizardStatuses = ['draft', 'active', 'on_hold'] as const;
export const casePriorities = ['high', 'medium', 'low'] as const;
export const appointmentTypes = ['meeting', 'task'] as const;
export const appointmentStatuses = ['pending', 'scheduled', 'completed', 'cancelled'] as const;
export const updateTypes = ['Status Change', 'Document Added', 'Meeting', 'Call', 'Email', 'Other'] as const;

export type CaseStatus = (typeof caseStatuses)[number];

/** `{ id, name }` choices of a vocabulary, named by the current language's wording. */
export const choicesOf = <K extends string>(values: readonly K[], names: Readonly<Record<K, string>>) =>
  values.map((id) => ({ id, name: names[id] }));

const { statuses, badges, priorities, appointments, hearings } = casesWording;

export const caseStatusStyles: Record<CaseStatus, BadgeStyle> = {
  open: { label: statuses.open, color: 'info' },
  active: { label: statuses.active, color: 'success' },
  draft: { label: statuses.draft, color: 'default' },
  in_progress: { label: statuses.in_progress, color: 'primary' },
  on_hold: { label: statuses.on_hold, color: 'warning' },
  closed: { label: statuses.closed, color: 'default' },
};

/** The detail header reads every status as Active, Closed or Pending (display only, spec section 4). */
export const headerStatusStyles: Record<string, BadgeStyle> = Object.fromEntries(
  caseStatuses.map((status) => [
    status,
    status === 'active'
      ? { label: badges.active, color: 'success' }
      : status === 'closed'
        ? { label: badges.closed, color: 'default' }
        : { label: badges.pending, color: 'warning' },
  ]),
);

export const priorityStyles: Record<string, BadgeStyle> = {
  high: { label: priorities.high, color: 'error' },
  medium: { label: priorities.medium, color: 'warning' },
  low: { label: priorities.low, color: 'success' },
};

/** The appointment list's badge: Completed, Scheduled, otherwise Pending (spec section 4). */
export const appointmentStatusStyles: Record<string, BadgeStyle> = Object.fromEntries(
  appointmentStatuses.map((status) => [
    status,
    status === 'completed'
      ? { label: appointments.statuses.completed, color: 'success' }
      : status === 'scheduled'
        ? { label: appointments.statuses.scheduled, color: 'info' }
        : { label: appointments.statuses.pending, color: 'warning' },
  ]),
);

export const hearingStatusStyles: Record<string, BadgeStyle> = {
  Scheduled: { label: hearings.statuses.Scheduled, color: 'info' },
  Adjourned: { label: hearings.statuses.Adjourned, color: 'warning' },
  Postponed: { label: hearings.statuses.Postponed, color: 'warning' },
  Completed: { label: hearings.statuses.Completed, color: 'success' },
  FinalRuling: { label: hearings.statuses.FinalRuling, color: 'secondary' },
  AwaitingMinutes: { label: hearings.statuses.AwaitingMinutes, color: 'error' },
  Cancelled: { label: hearings.statuses.Cancelled, color: 'default' },
};
