import { DataTable, NumberInput, maxValue, minValue, required } from 'react-admin';
import { commonFields } from '../../../components/commonFields';
import { pairColumns, pairInputs } from '../bilingualPair';
import type { SettingsModule } from '../types';
import { moduleResource, relatedRecordsWarning, settingsWording } from '../wording';

const RANGE = 'app.msg.validation.priorityRange';
const wholeNumber = (value: unknown) => (value !== null && value !== undefined && value !== '' && !Number.isInteger(Number(value)) ? RANGE : undefined);
// no min/max attributes: the browser's own check would block the submit with an English-only bubble
const validPriority = [required(RANGE), minValue(1, RANGE), maxValue(100, RANGE), wholeNumber];

/** Stages of litigation; the priority orders them (lower = earlier stage). */
export const caseDegrees: SettingsModule = {
  slug: 'case-degrees',
  api: 'case-degrees',
  wording: settingsWording(
    { en: ['Case Degree', 'Case Degrees'], ar: ['درجة تقاضٍ', 'درجة التقاضي', 'درجات التقاضي'] },
    {
      description: { en: 'Stages of litigation, in order', ar: 'مراحل التقاضي بالترتيب' },
      empty: { en: 'No case degrees found. Add the first one!', ar: 'لا توجد درجات تقاضٍ. أضف أول درجة!' },
      fields: { nameEn: commonFields.nameEn, nameAr: commonFields.nameAr, priority: { en: 'Priority', ar: 'الأولوية' } },
      priorityHint: { en: 'From 1 to 100; a lower number is an earlier stage', ar: 'من 1 إلى 100؛ الرقم الأقل يعني مرحلة أبكر' },
    },
  ),
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
