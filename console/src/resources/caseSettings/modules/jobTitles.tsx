import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';

export const jobTitles: SettingsModuleParts = {
  columns: pairColumns('title'),
  rowLabel: 'title',
  inputs: pairInputs('title'),
  sort: { field: 'titleEn', order: 'ASC' },
};
