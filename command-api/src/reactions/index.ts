import { minutesConsequences } from './minutesConsequences.js';
import type { Reaction } from './runner.js';

export { startReactions, type Reaction } from './runner.js';
export const reactions: Reaction[] = [minutesConsequences];
