import type { BadgeStyle } from '../../components/lists/StatusBadge';
import { myTasksWording } from './i18n';

export const taskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** GET /api/lawyer/my-tasks */
export interface LawyerTask {
  id: number;
  title: string;
  description: string | null;
  /** a task the portal made: its Arabic wording (title and description are then the English); null for what a person typed */
  titleAr: string | null;
  descriptionAr: string | null;
  date: string | null;
  time: string | null;
  status: TaskStatus;
  notes: string | null;
  /** the Arabic of a note the portal wrote (a task cancelled with what it was made for); null for what a person typed */
  notesAr?: string | null;
  caseId: number | null;
  caseTitle: string | null;
  caseTitleAr: string | null;
  caseNumber: string | null;
}

const { statuses } = myTasksWording;
export const taskStatusStyles: Record<TaskStatus, BadgeStyle> = {
  pending: { label: statuses.pending, color: 'warning' },
  in_progress: { label: statuses.in_progress, color: 'info' },
  completed: { label: statuses.completed, color: 'success' },
  cancelled: { label: statuses.cancelled, color: 'default' },
};
