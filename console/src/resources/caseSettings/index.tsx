import type { ResourceDefinition } from '../types';
import { automatedTaskWording } from './automatedTasks/i18n';
import { DEADLINE_RULES_SLUG, deadlineRuleNoun, deadlineRuleWording } from './deadlineRules/wording';
import { HOLIDAYS_SLUG, holidayNoun, holidayWording } from './holidays/wording';
import {
  adjournmentReasonWording,
  caseDegreeWording,
  caseTypeWording,
  courtDistrictWording,
  departmentWording,
  documentCategoryWording,
  jobTitleWording,
  timeActivityWording,
} from './modules/wording';
import { settingsResource } from './settingsResource';
import type { SettingsModuleEntry } from './types';
import { CASE_SETTINGS, caseSettingsI18n, settingsWording } from './wording';
import { lazyScreen } from '../../lazyScreen';

const CaseSettingsOverview = lazyScreen(() => import('./CaseSettingsOverview'), 'CaseSettingsOverview');

/**
 * The overview's order: the spec's modules, the court deadlines' rules and working calendar, then
 * departments (which the spec has no screen for), and the activities time entries are recorded under. Each module's table and inputs load with its screen.
 */
const modules: SettingsModuleEntry[] = [
  { slug: 'adjournment-reasons', api: 'adjournment-reasons', wording: adjournmentReasonWording, load: async () => (await import('./modules/adjournmentReasons')).adjournmentReasons },
  { slug: 'job-titles', api: 'job-titles', wording: jobTitleWording, load: async () => (await import('./modules/jobTitles')).jobTitles },
  { slug: 'document-categories', api: 'document-categories', wording: documentCategoryWording, load: async () => (await import('./modules/documentCategories')).documentCategories },
  { slug: 'case-types', api: 'enhanced-case-types', wording: caseTypeWording, load: async () => (await import('./modules/caseTypes')).caseTypes },
  { slug: 'court-districts', api: 'court-districts', wording: courtDistrictWording, load: async () => (await import('./modules/courtDistricts')).courtDistricts },
  { slug: 'case-degrees', api: 'case-degrees', wording: caseDegreeWording, load: async () => (await import('./modules/caseDegrees')).caseDegrees },
  { slug: 'automated-tasks', api: 'automated-tasks', wording: automatedTaskWording, load: async () => (await import('./automatedTasks')).automatedTasks },
  { slug: DEADLINE_RULES_SLUG, api: DEADLINE_RULES_SLUG, wording: settingsWording(deadlineRuleNoun, deadlineRuleWording), load: async () => (await import('./deadlineRules')).deadlineRules },
  { slug: HOLIDAYS_SLUG, api: HOLIDAYS_SLUG, wording: settingsWording(holidayNoun, holidayWording), load: async () => (await import('./holidays')).holidays },
  { slug: 'departments', api: 'departments', wording: departmentWording, load: async () => (await import('./modules/departments')).departments },
  { slug: 'time-activities', api: 'time-activities', wording: timeActivityWording, load: async () => (await import('./modules/timeActivities')).timeActivities },
];

const Overview = () => <CaseSettingsOverview modules={modules} />;

/** /settings/case-settings and one resource per module beneath it. */
export const caseSettingsResources: ResourceDefinition[] = [
  { name: CASE_SETTINGS, list: Overview, i18n: caseSettingsI18n },
  ...modules.map(settingsResource),
];
