import { minutesConsequences } from './minutesConsequences.js';
import type { Reaction } from './runner.js';
import { reminderReactions } from '../reminders/reactions.js';
import { automationReaction, deadlineTasksReaction, hearingTasksReaction, rulingTasksReaction } from '../automation/tasks.js';
import { deadlinesReaction } from '../deadlines/reaction.js';
import { eInvoiceSubmission } from '../billing/eInvoiceDelivery.js';
import { invoiceEmailReaction } from '../billing/invoiceEmail.js';
import { retainerDrawDown } from '../billing/retainerDrawDown.js';

export { startReactions, type Reaction } from './runner.js';

/** Every reaction of the command side, the one list both composition roots start (standalone and the command API). */
export const reactions = (timezone: string): Reaction[] => [
  minutesConsequences,
  hearingTasksReaction,
  rulingTasksReaction,
  deadlineTasksReaction,
  ...reminderReactions,
  automationReaction(timezone),
  deadlinesReaction(timezone),
  eInvoiceSubmission,
  invoiceEmailReaction,
  retainerDrawDown,
];
