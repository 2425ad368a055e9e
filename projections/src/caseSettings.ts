import {
  adjournmentReasonEvents, automatedTaskEvents, caseDegreeEvents, caseTypeEvents, courtDistrictEvents, departmentEvents, documentCategoryEvents, jobTitleEvents, timeActivityEvents,
} from '@lawfirm/contracts';
import { catalogProjection } from './catalog.js';
import { textIndex } from './projection.js';

export const caseSettingsProjections = [
  catalogProjection('adjournment_reasons', adjournmentReasonEvents, [textIndex('nameEn', 'nameAr')]),
  catalogProjection('job_titles', jobTitleEvents, [textIndex('titleEn', 'titleAr')]),
  catalogProjection('document_categories', documentCategoryEvents, [{ categoryEn: 1 }, { isActive: 1, categoryEn: 1 }, textIndex('categoryEn', 'categoryAr', 'documentType')]),
  catalogProjection('case_types', caseTypeEvents, [{ isActive: 1 }, textIndex('nameEn', 'nameAr', 'caseCategory', 'country')]),
  catalogProjection('case_degrees', caseDegreeEvents, [{ priority: 1 }, textIndex('nameEn', 'nameAr')]),
  catalogProjection('automated_tasks', automatedTaskEvents, [{ taskType: 1, taskTextEn: 1 }, textIndex('taskTextAr', 'taskTextEn', 'taskType')]),
  catalogProjection('court_districts', courtDistrictEvents, [{ courtId: 1, nameEn: 1 }, textIndex('nameEn', 'nameAr')]),
  catalogProjection('departments', departmentEvents, [{ isActive: 1 }, textIndex('titleEn', 'titleAr')]),
  // the firm's own activities of time entries (contracts' timeActivities.ts)
  catalogProjection('time_activities', timeActivityEvents, [{ isActive: 1 }, textIndex('nameEn', 'nameAr')]),
];
