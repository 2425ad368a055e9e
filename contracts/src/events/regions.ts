import { defineCatalogEvents } from './catalog.js';
import { str } from './registry.js';

export const regionEvents = defineCatalogEvents(
  { idField: 'regionId', added: 'RegionAdded', revised: 'RegionRevised', removed: 'RegionRemoved' },
  { nameEn: str(200), nameAr: str(200), code: str(20) },
);
