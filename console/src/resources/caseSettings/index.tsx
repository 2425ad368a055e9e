import type { ResourceDefinition } from '../types';
import { automatedTasks } from './automatedTasks';
import { adjournmentReasons } from './modules/adjournmentReasons';
import { caseDegrees } from './modules/caseDegrees';
import { caseTypes } from './modules/caseTypes';
import { courtDistricts } from './modules/courtDistricts';
import { deadlineRules } from './deadlineRules';
import { holidays } from './holidays';
import { departments } from './modules/departments';
import { documentCategories } from './modules/documentCategories';
import { jobTitles } from './modules/jobTitles';
import { settingsResource } from './settingsResource';
import { CASE_SETTINGS, caseSettingsI18n } from './wording';
import { lazyScreen } from '../../lazyScreen';

const CaseSettingsOverview = lazyScreen(() => import('./CaseSettingsOverview'), 'CaseSettingsOverview');

/** The overview's order: the spec's modules, the court deadlines' rules and working calendar, then departments (which the spec has no screen for). */
const modules = [adjournmentReasons, jobTitles, documentCategories, caseTypes, courtDistricts, caseDegrees, automatedTasks, deadlineRules, holidays, departments];

const Overview = () => <CaseSettingsOverview modules={modules} />;

/** /settings/case-settings and one resource per module beneath it. */
export const caseSettingsResources: ResourceDefinition[] = [
  { name: CASE_SETTINGS, list: Overview, i18n: caseSettingsI18n },
  ...modules.map(settingsResource),
];
