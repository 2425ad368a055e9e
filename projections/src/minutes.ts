import type { MinutesEvent } from '@lawfirm/contracts';
import { handlersOf, type Projection } from './projection.js';

/** Documents of removed minutes leave with them (the case views keep each document on its own). */
export const minutesProjection: Projection = {
  name: 'minutes',
  collections: [],
  handlers: handlersOf<MinutesEvent>({
    HearingMinutesRemoved: async (e, store) => {
      await store.collection('minutes_documents').deleteMany({ minutesId: e.data.minutesId });
    },
  }),
};
