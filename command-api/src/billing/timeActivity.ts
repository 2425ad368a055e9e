import type { Request } from 'express';
import { firmActivityId, isStandardActivity, standardNameTaken, TIME_ACTIVITY_CATEGORY, timeActivityEvents, bilingual } from '@lawfirm/contracts';
import { AppError, type EventStore } from '@lawfirm/platform';
import { catalogDecider, type CatalogState } from '../framework/catalog.js';
import { fold } from '../framework/handler.js';
import type { Constraints } from '../framework/constraints.js';

/** The firm's own activities, stream `time-activity-{id}` (contracts' timeActivities.ts): the generic catalog's decider. */
export const timeActivityDecider = catalogDecider(timeActivityEvents);
export const timeActivityStream = (id: number) => `${TIME_ACTIVITY_CATEGORY}-${id}`;

/**
 * Where an activity stands on the firm's list: a standard one is always offered; one of the
 * firm's while it exists and is active; a retired one is kept by the entries that name it.
 */
export type ActivityStanding = 'standard' | 'active' | 'retired' | 'unknown';

export function activityStanding(key: string, firmActivity: CatalogState | null): ActivityStanding {
  if (isStandardActivity(key)) return 'standard';
  if (!firmActivity || !firmActivity.exists || firmActivity.removed) return 'unknown';
  return firmActivity.fields.isActive === true ? 'active' : 'retired';
}

/** the standing of `key` as the event store has it now */
export async function activityStandingIn(eventStore: Pick<EventStore, 'readStream'>, key: string): Promise<ActivityStanding> {
  const id = firmActivityId(key);
  const state = id === null ? null : fold(timeActivityDecider, await eventStore.readStream(timeActivityStream(id))).state;
  return activityStanding(key, state);
}

/** an activity's names are unique per language across the firm's list: among its own (reserved) */
export const timeActivityConstraints = (f: Record<string, unknown>): Constraints => ({
  unique: [
    { scope: 'time-activity-name-en', value: f.nameEn, field: 'nameEn', key: 'billing.activityNameTaken' },
    { scope: 'time-activity-name-ar', value: f.nameAr, field: 'nameAr', key: 'billing.activityNameTaken' },
  ],
});

/** ... and against the standard ones' words */
export async function checkTimeActivityNames(_req: Request, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  const taken = standardNameTaken({ nameEn: String(fields.nameEn), nameAr: String(fields.nameAr) });
  if (taken) {
    const { en, ar } = bilingual('billing.activityNameTaken');
    throw new AppError('conflict', 'billing.activityNameTaken', [{ field: taken, message: en, messageAr: ar }]);
  }
  return fields;
}
