import {
  adjournmentReasonEvents, automatedTaskEvents, caseDegreeEvents, caseTypeEvents, courtDistrictEvents, departmentEvents, documentCategoryEvents, jobTitleEvents,
} from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';

export const caseSettingsProjections = [
  catalogProjection('adjournment_reasons', adjournmentReasonEvents),
  catalogProjection('job_titles', jobTitleEvents),
  catalogProjection('document_categories', documentCategoryEvents, [{ categoryEn: 1 }, { isActive: 1, categoryEn: 1 }]),
  catalogProjection('case_types', caseTypeEvents, [{ isActive: 1 }]),
  catalogProjection('case_degrees', caseDegreeEvents, [{ priority: 1 }]),
  catalogProjection('automated_tasks', automatedTaskEvents, [{ taskType: 1, taskTextEn: 1 }]),
  catalogProjection('court_districts', courtDistrictEvents, [{ courtId: 1, nameEn: 1 }]),
  catalogProjection('departments', departmentEvents, [{ isActive: 1 }]),
];
