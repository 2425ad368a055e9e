import type { BadgeStyle } from '../../components/lists/StatusBadge';
import type { TaskStatus } from '@lawfirm/contracts';
import { myTasksWording } from './i18n';

/** GET /api/lawyer/my-tasks: the answer's shape is contracts' */
export type { LawyerTask, TaskStatus } from '@lawfirm/contracts';

/** the statuses in the screen's order (contracts' `taskStatuses`, without bundling its schemas) */
export const taskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const satisfies readonly TaskStatus[];

const { statuses } = myTasksWording;
export const taskStatusStyles: Record<TaskStatus, BadgeStyle> = {
  pending: { label: statuses.pending, color: 'warning' },
  in_progress: { label: statuses.in_progress, color: 'info' },
  completed: { label: statuses.completed, color: 'success' },
  cancelled: { label: statuses.cancelled, color: 'default' },
};
