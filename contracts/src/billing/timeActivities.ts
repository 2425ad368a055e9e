import { z } from 'zod';
import { text } from '../events/typed.js';
import { declareCatalogEvents, type CatalogDocument, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, requiredText } from '../validation.js';
import { billingMessages } from '../i18n/billing.js';
import { timeActivities, type StandardTimeActivity } from './timeEntries.js';

/**
 * The firm's activities beyond the standard ones (timeEntries.ts `timeActivities`): a catalogue
 * managed with the case settings (/api/case-settings/time-activities), stream `time-activity-{id}`.
 * An activity is retired (inactive), never removed: entries name it.
 */
export const TIME_ACTIVITY_CATEGORY = 'time-activity';
export const timeActivityInput = z.object({ nameEn: requiredText('validation.required', 200), nameAr: requiredText('validation.required', 200), isActive: flag(true) });
export const timeActivityEvents = declareCatalogEvents(
  {
    idField: 'activityId', added: 'TimeActivityAdded', revised: 'TimeActivityRevised', removed: 'TimeActivityRemoved',
    toggles: { isActive: { on: 'TimeActivityReactivated', off: 'TimeActivityDeactivated' } },
  },
  { nameEn: text(200), nameAr: text(200), isActive: z.boolean() },
);
export type TimeActivityEvent = CatalogEventOf<typeof timeActivityEvents>;
/** a `time_activities` document, what GET /api/case-settings/time-activities lists */
export type TimeActivityDocument = CatalogDocument<typeof timeActivityEvents>;

/** the key an entry names a firm's activity by */
export const firmActivityKey = (id: number) => `activity-${id}`;
/** the catalogue record a key names; null for a standard key */
export const firmActivityId = (key: string): number | null => {
  const m = /^activity-([1-9][0-9]*)$/.exec(key);
  return m ? Number(m[1]) : null;
};
export const isStandardActivity = (key: string): key is StandardTimeActivity => (timeActivities as readonly string[]).includes(key);
/** the words of a standard activity */
export const standardActivityWords = (key: StandardTimeActivity) => billingMessages[`billing.activity.${key}`];

const normal = (name: string) => name.trim().toLowerCase();
/** the field whose name a standard activity already has ('nameEn' or 'nameAr'), null when neither: names are unique per language across the whole list */
export const standardNameTaken = (names: { nameEn: string; nameAr: string }): 'nameEn' | 'nameAr' | null => {
  const words = timeActivities.map(standardActivityWords);
  if (words.some((w) => normal(w.en) === normal(names.nameEn))) return 'nameEn';
  if (words.some((w) => normal(w.ar) === normal(names.nameAr))) return 'nameAr';
  return null;
};
