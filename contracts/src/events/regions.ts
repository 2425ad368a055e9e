import { text } from './typed.js';
import { declareCatalogEvents, type CatalogEventOf } from './typedCatalog.js';

export const regionEvents = declareCatalogEvents(
  { idField: 'regionId', added: 'RegionAdded', revised: 'RegionRevised', removed: 'RegionRemoved' },
  { nameEn: text(200), nameAr: text(200), code: text(20) },
);
/** a region's stream `region-{id}` */
export type RegionEvent = CatalogEventOf<typeof regionEvents>;
