import { DataTable, NumberInput, maxValue, minValue, required } from 'react-admin';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModuleParts } from '../types';
import { moduleResource, relatedRecordsWarning } from '../wording';

const RANGE = 'app.msg.validation.priorityRange';
const wholeNumber = (value: unknown) => (value !== null && value !== undefined && value !== '' && !Number.isInteger(Number(value)) ? RANGE : undefined);
// no min/max attributes: the browser's own check would block the submit with an English-only bubble
const validPriority = [required(RANGE), minValue(1, RANGE), maxValue(100, RANGE), wholeNumber];

/** Stages of litigation; the priority orders them (lower = earlier stage). */
export const caseDegrees: SettingsModuleParts = {
  columns: (
    <>
      {pairColumns('name')}
      <DataTable.NumberCol source="priority" />
    </>
  ),
  inputs: (
    <>
      {pairInputs('name')}
      <NumberInput source="priority" validate={validPriority} helperText={`resources.${moduleResource('case-degrees')}.priorityHint`} fullWidth />
    </>
  ),
  sort: { field: 'priority', order: 'ASC' },
  confirmDelete: relatedRecordsWarning,
};
