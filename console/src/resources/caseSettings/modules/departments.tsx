import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';
import { relatedRecordsWarning } from '../wording';

/** A file's department. The spec has no screen for them; they are managed like the other modules. */
export const departments: SettingsModuleParts = {
  columns: pairColumns('title'),
  rowLabel: 'title',
  inputs: pairInputs('title'),
  sort: { field: 'titleEn', order: 'ASC' },
  // files refer to their department
  confirmDelete: relatedRecordsWarning,
};
