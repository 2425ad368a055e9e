import {
  adjournmentReasonEvents, automatedTaskEvents, caseDegreeEvents, caseTypeEvents, courtDistrictEvents, departmentEvents, documentCategoryEvents, jobTitleEvents,
} from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';

export const caseSettingsProjections = [
  catalogProjection('adjournment_reasons', adjournmentReasonEvents),
  catalogProjection('job_titles', jobTitleEvents),
  catalogProjection('document_categories', documentCategoryEvents),
  catalogProjection('case_types', caseTypeEvents),
  catalogProjection('case_degrees', caseDegreeEvents),
  catalogProjection('automated_tasks', automatedTaskEvents),
  catalogProjection('court_districts', courtDistrictEvents),
  catalogProjection('departments', departmentEvents),
];
