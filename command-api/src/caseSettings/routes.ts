import { Router } from 'express';
import {
  adjournmentReasonEvents, adjournmentReasonInput, automatedTaskEvents, automatedTaskInput, caseDegreeEvents, caseDegreeInput, caseTypeEvents, caseTypeInput,
  courtDistrictEvents, courtDistrictInput, departmentEvents, departmentInput, documentCategoryEvents, documentCategoryInput, jobTitleEvents, jobTitleInput,
} from '@lawfirm/contracts';
import type { CommandDeps } from '../framework/deps.js';
import { catalogRoutes, type CatalogResource } from '../framework/catalogRoutes.js';
import { moduleGuards } from '../framework/guards.js';
import { mustExist } from '../framework/references.js';

type Setting = Pick<CatalogResource, 'category' | 'events' | 'input' | 'prepare' | 'referencedBy'> & { path: string; noun: string };

/** The case-settings reference data: one catalog each, under /api/case-settings, governed by `settings`. */
const settings: Setting[] = [
  { path: 'adjournment-reasons', category: 'adjournment-reason', noun: 'AdjournmentReason', events: adjournmentReasonEvents, input: adjournmentReasonInput, referencedBy: [{ collection: 'hearing_minutes', field: 'postponementReasonId' }] },
  { path: 'job-titles', category: 'job-title', noun: 'JobTitle', events: jobTitleEvents, input: jobTitleInput },
  { path: 'document-categories', category: 'document-category', noun: 'DocumentCategory', events: documentCategoryEvents, input: documentCategoryInput },
  {
    path: 'enhanced-case-types', category: 'case-type', noun: 'CaseType', events: caseTypeEvents, input: caseTypeInput, referencedBy: [{ collection: 'cases', field: 'caseTypeId' }],
    async prepare(_req, fields, _mode, { readStore }) {
      await mustExist(readStore, 'case_degrees', fields.stageId, 'stageId', 'validation.unknownDegree');
      return fields;
    },
  },
  { path: 'case-degrees', category: 'case-degree', noun: 'CaseDegree', events: caseDegreeEvents, input: caseDegreeInput, referencedBy: [{ collection: 'case_types', field: 'stageId' }] },
  { path: 'automated-tasks', category: 'automated-task', noun: 'AutomatedTask', events: automatedTaskEvents, input: automatedTaskInput },
  {
    path: 'court-districts', category: 'court-district', noun: 'CourtDistrict', events: courtDistrictEvents, input: courtDistrictInput, referencedBy: [{ collection: 'cases', field: 'districtId' }],
    async prepare(_req, fields, _mode, { readStore }) {
      await mustExist(readStore, 'courts', fields.courtId, 'courtId', 'validation.unknownCourt');
      return fields;
    },
  },
  { path: 'departments', category: 'department', noun: 'Department', events: departmentEvents, input: departmentInput, referencedBy: [{ collection: 'files', field: 'departmentId' }] },
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
