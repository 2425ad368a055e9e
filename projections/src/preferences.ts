import type { PreferencesEvent } from '@lawfirm/contracts';
import { handlersOf, type Projection } from './projection.js';

/** Each user's choices (`preferences`, keyed `admin:1` / `employee:7`): the profile and the reminder e-mails read it. */
export const preferencesProjection: Projection = {
  name: 'preferences',
  collections: ['preferences'],
  indexes: { preferences: [{ key: 1 }] },
  handlers: handlersOf<PreferencesEvent>({
    PreferencesSet: async (e, store) => {
      const d = e.data;
      const key = `${d.userType}:${d.userId}`;
      await store.collection('preferences').replaceOne({ key }, { key, ...d, updatedAt: e.metadata.time, version: e.revision + 1 }, { upsert: true });
    },
  }),
};
