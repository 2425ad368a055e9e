import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';

export const adjournmentReasons: SettingsModuleParts = {
  columns: pairColumns('name'),
  inputs: pairInputs('name'),
  sort: { field: 'nameEn', order: 'ASC' },
};
