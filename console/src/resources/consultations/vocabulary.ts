import type { consultationStatuses } from '@lawfirm/contracts';
import { choicesOf } from '../../components/forms/choices';
import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { CONSULTATIONS } from './i18n';

// The contracts' list, restated so the bundle does not pull in the server's zod schemas.
const statuses = ['scheduled', 'completed', 'cancelled'] as const satisfies typeof consultationStatuses;
const statusLabel = (status: string) => `resources.${CONSULTATIONS}.statuses.${status}`;

export const statusChoices = choicesOf(statuses, `resources.${CONSULTATIONS}.statuses`);

/** Spec section 4: green completed, grey scheduled, red cancelled. */
export const statusStyles: Record<string, BadgeStyle> = {
  scheduled: { label: statusLabel('scheduled'), color: 'default' },
  completed: { label: statusLabel('completed'), color: 'success' },
  cancelled: { label: statusLabel('cancelled'), color: 'error' },
};
