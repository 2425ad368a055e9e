import { Router } from 'express';
import {
  adjournmentReasonEvents, adjournmentReasonInput, automatedTaskEvents, automatedTaskInput, caseDegreeEvents, caseDegreeInput, caseTypeEvents, caseTypeInput,
  courtDistrictEvents, courtDistrictInput, timeActivityEvents, timeActivityInput, TIME_ACTIVITY_CATEGORY, deadlineRuleEvents, deadlineRuleInput, departmentEvents, departmentInput, holidayEvents, holidayInput, documentCategoryEvents, documentCategoryInput, jobTitleEvents, jobTitleInput,
} from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes, type CatalogResource } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { refTo } from '../framework/constraints.js';
import { checkTimeActivityNames, timeActivityConstraints } from '../billing/timeActivity.js';

type Setting = Pick<CatalogResource, 'category' | 'events' | 'input' | 'constraints' | 'prepare' | 'removable'> & { path: string; noun: string };

/** The case-settings reference data: one catalog each, under /api/case-settings, governed by `settings`. */
const settings: Setting[] = [
  { path: 'adjournment-reasons', category: 'adjournment-reason', noun: 'AdjournmentReason', events: adjournmentReasonEvents, input: adjournmentReasonInput },
  { path: 'job-titles', category: 'job-title', noun: 'JobTitle', events: jobTitleEvents, input: jobTitleInput },
  { path: 'document-categories', category: 'document-category', noun: 'DocumentCategory', events: documentCategoryEvents, input: documentCategoryInput },
  {
    path: 'enhanced-case-types', category: 'case-type', noun: 'CaseType', events: caseTypeEvents, input: caseTypeInput,
    constraints: (f) => ({ refs: refTo('case-degree', f.stageId, 'stageId', 'validation.unknownDegree') }),
  },
  { path: 'case-degrees', category: 'case-degree', noun: 'CaseDegree', events: caseDegreeEvents, input: caseDegreeInput },
  {
    path: 'automated-tasks', category: 'automated-task', noun: 'AutomatedTask', events: automatedTaskEvents, input: automatedTaskInput,
    constraints: (f) => ({ refs: refTo('employee', f.assigneeId, 'assigneeId', 'validation.unknownEmployee') }),
  },
  {
    path: 'court-districts', category: 'court-district', noun: 'CourtDistrict', events: courtDistrictEvents, input: courtDistrictInput,
    constraints: (f) => ({ refs: refTo('court', f.courtId, 'courtId', 'validation.unknownCourt') }),
  },
  { path: 'departments', category: 'department', noun: 'Department', events: departmentEvents, input: departmentInput },
  // court deadlines (issue 25): a holiday changed moves the open deadlines (deadlines/reaction.ts)
  { path: 'deadline-rules', category: 'deadline-rule', noun: 'DeadlineRule', events: deadlineRuleEvents, input: deadlineRuleInput },
  { path: 'holidays', category: 'holiday', noun: 'Holiday', events: holidayEvents, input: holidayInput },
  // the firm's own activities of time entries (issue 40): retired, never removed
  {
    path: 'time-activities', category: TIME_ACTIVITY_CATEGORY, noun: 'TimeActivity', events: timeActivityEvents, input: timeActivityInput,
    constraints: timeActivityConstraints, prepare: checkTimeActivityNames, removable: false,
  },
];

export function caseSettingsRoutes(deps: CommandDeps): Router {
  const router = Router();
  for (const s of settings)
    router.use(
      catalogRoutes(deps, {
        ...s,
        path: `/api/case-settings/${s.path}`,
        summary: 'validation.fillRequired',
        commands: { add: `Add${s.noun}`, revise: `Revise${s.noun}`, remove: `Remove${s.noun}` },
        guards: moduleGuards('settings'),
      }),
    );
  return router;
}
