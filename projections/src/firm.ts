import { logoPath } from '@lawfirm/contracts';
import type { Projection } from './projection.js';

/** One document `{ id: 1, ...profile, logo, logoPath }`. */
export const firmProjection: Projection = {
  name: 'firm',
  collections: ['firm_settings'],
  indexes: { firm_settings: [{ id: 1 }] },
  handlers: {
    FirmProfileRevised: async (e, store) => {
      await store.collection('firm_settings').updateOne({ id: 1 }, { $set: { ...e.data, version: e.revision + 1 } }, { upsert: true });
    },
    FirmLogoChanged: async (e, store) => {
      await store.collection('firm_settings').updateOne({ id: 1 }, { $set: { logo: e.data.logo, logoPath: logoPath(e.data.logo), version: e.revision + 1 } }, { upsert: true });
    },
  },
};
