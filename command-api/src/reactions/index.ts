import { minutesConsequences } from './minutesConsequences.js';
import type { Reaction } from './runner.js';
import { reminderReactions } from '../reminders/reactions.js';
import { deadlineTasksReaction, hearingTasksReaction, rulingTasksReaction } from '../automation/tasks.js';

export { startReactions, type Reaction } from './runner.js';
export const reactions: Reaction[] = [minutesConsequences, hearingTasksReaction, rulingTasksReaction, deadlineTasksReaction, ...reminderReactions];
