import type { RegionAddedData, RegionRevisedData, RegionRemovedData } from '@lawfirm/contracts';
import { stamp, type Projection } from './projection.js';

export const regionsProjection: Projection = {
  name: 'regions',
  collections: ['regions'],
  indexes: { regions: [{ id: 1 }] },
  handlers: {
    RegionAdded: async (e, store) => {
      const d = e.data as RegionAddedData;
      await store.collection('regions').replaceOne(
        { id: d.regionId },
        { id: d.regionId, nameEn: d.nameEn, nameAr: d.nameAr, code: d.code, createdAt: e.metadata.time, ...stamp(e) },
        { upsert: true },
      );
    },
    RegionRevised: async (e, store) => {
      const { regionId, ...changed } = e.data as RegionRevisedData;
      await store.collection('regions').updateOne({ id: regionId }, { $set: { ...changed, ...stamp(e) } });
    },
    RegionRemoved: async (e, store) => {
      await store.collection('regions').deleteOne({ id: (e.data as RegionRemovedData).regionId });
    },
  },
};
