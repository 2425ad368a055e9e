import type { clientCaseTypes, clientStatuses } from '@lawfirm/contracts';
import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { choicesOf } from '../../components/forms/choices';
import { CLIENTS } from './i18n';

// The contracts' lists, restated here so the bundle does not pull in the server's zod schemas.
const caseTypes = ['commercial', 'family', 'criminal', 'civil', 'labor', 'real_estate'] as const satisfies typeof clientCaseTypes;
const statuses = ['active', 'inactive', 'completed'] as const satisfies typeof clientStatuses;

export const caseTypeChoices = choicesOf(caseTypes, `resources.${CLIENTS}.caseTypes`);
export const statusChoices = choicesOf(statuses, `resources.${CLIENTS}.statuses`);

export const statusStyles: Record<string, BadgeStyle> = {
  active: { label: `resources.${CLIENTS}.statuses.active`, color: 'success' },
  inactive: { label: `resources.${CLIENTS}.statuses.inactive`, color: 'default' },
  completed: { label: `resources.${CLIENTS}.statuses.completed`, color: 'info' },
};
