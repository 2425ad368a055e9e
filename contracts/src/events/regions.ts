import { defineEvent, int, object, str } from './registry.js';

const regionFields = { nameEn: str(200), nameAr: str(200), code: str(20) };

export const RegionAdded = defineEvent({ type: 'RegionAdded', version: 1, schema: object({ regionId: int(1), ...regionFields }) });
export const RegionRevised = defineEvent({
  type: 'RegionRevised',
  version: 1,
  // only the fields that changed
  schema: object({ regionId: int(1), ...regionFields }, ['regionId']),
});
export const RegionRemoved = defineEvent({ type: 'RegionRemoved', version: 1, schema: object({ regionId: int(1) }) });

export interface RegionAddedData { regionId: number; nameEn: string; nameAr: string; code: string }
export interface RegionRevisedData { regionId: number; nameEn?: string; nameAr?: string; code?: string }
export interface RegionRemovedData { regionId: number }
