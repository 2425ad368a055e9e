import { z } from 'zod';
import { declareEvent, optionalTextOf, optionalWhole, text, whole } from '../events/typed.js';
import { declareCatalogEvents, type CatalogDocument, type CatalogEventOf } from '../events/typedCatalog.js';
import { flag, idNumber, optionalId, optionalText, requiredText, wholeNumber } from '../validation.js';

/** Reference data of the lawyer portal, managed under /settings/case-settings (lawyer-portal.md sections 3 and 5). */

export const documentCategoryTypes = ['PDF', 'Word', 'Excel', 'Image', 'PowerPoint', 'Text', 'Other'] as const;
export const caseCategories = ['Civil', 'Criminal', 'Commercial', 'Labor', 'Family', 'Administrative', 'Constitutional', 'Tax'] as const;
export const predefinedTaskTypes = ['Reminder', 'Notification', 'Deadline Trigger', 'Document Request', 'Status Update', 'Follow-up'] as const;

const names = { nameEn: requiredText('validation.required', 200), nameAr: requiredText('validation.required', 200) };
const nameFields = { nameEn: text(200), nameAr: text(200), isActive: z.boolean() };
const toggle = <const P extends string>(prefix: P) => ({ isActive: { on: `${prefix}Reactivated` as const, off: `${prefix}Deactivated` as const } });
const catalog = <const P extends string, const I extends string>(prefix: P, idField: I) => ({
  idField, added: `${prefix}Added` as const, revised: `${prefix}Revised` as const, removed: `${prefix}Removed` as const, toggles: toggle(prefix),
});

export const adjournmentReasonInput = z.object({ ...names, isActive: flag(true) });
export const adjournmentReasonEvents = declareCatalogEvents(catalog('AdjournmentReason', 'reasonId'), nameFields);
export type AdjournmentReasonEvent = CatalogEventOf<typeof adjournmentReasonEvents>;
/** an `adjournment_reasons` document, what GET /api/case-settings/adjournment-reasons lists */
export type AdjournmentReasonDocument = CatalogDocument<typeof adjournmentReasonEvents>;

export const jobTitleInput = z.object({ titleEn: requiredText('validation.required', 200), titleAr: requiredText('validation.required', 200), isActive: flag(true) });
export const jobTitleEvents = declareCatalogEvents(catalog('JobTitle', 'jobTitleId'), { titleEn: text(200), titleAr: text(200), isActive: z.boolean() });
export type JobTitleEvent = CatalogEventOf<typeof jobTitleEvents>;
/** a `job_titles` document, what GET /api/case-settings/job-titles lists */
export type JobTitleDocument = CatalogDocument<typeof jobTitleEvents>;

export const documentCategoryInput = z.object({
  categoryEn: requiredText('validation.required', 200),
  categoryAr: requiredText('validation.required', 200),
  documentType: z.enum(documentCategoryTypes, { error: 'validation.documentTypeRequired' }),
  isActive: flag(true),
});
export const documentCategoryEvents = declareCatalogEvents(catalog('DocumentCategory', 'categoryId'), {
  categoryEn: text(200), categoryAr: text(200), documentType: z.enum(documentCategoryTypes), isActive: z.boolean(),
});
export type DocumentCategoryEvent = CatalogEventOf<typeof documentCategoryEvents>;
/** a `document_categories` document, what GET /api/admin/document-categories (and the case settings' list) answers */
export type DocumentCategoryDocument = CatalogDocument<typeof documentCategoryEvents>;

const nullableChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.literal(''), z.null(), z.enum(values, { error: 'validation.invalidValue' })]).optional().transform((v) => (v ? v : null));

export const caseTypeInput = z.object({
  ...names,
  caseCategory: nullableChoice(caseCategories),
  stageId: optionalId(),
  country: optionalText(100),
  isActive: flag(true),
});
export const caseTypeEvents = declareCatalogEvents(catalog('CaseType', 'caseTypeId'), {
  ...nameFields, caseCategory: z.enum(caseCategories).nullable(), stageId: optionalWhole(1), country: optionalTextOf(100),
});
export type CaseTypeEvent = CatalogEventOf<typeof caseTypeEvents>;
/** a `case_types` document */
export type CaseTypeDocument = CatalogDocument<typeof caseTypeEvents>;
/** GET /api/case-types (and the enhanced case types' list): a case type with its stage's names */
export type CaseTypeAnswer = CaseTypeDocument & { stageNameEn: string | null; stageNameAr: string | null; stage: { nameEn: string; nameAr: string } | null };

export const caseDegreeInput = z.object({
  ...names,
  priority: wholeNumber('validation.priorityRange').pipe(z.number().min(1, { error: 'validation.priorityRange' }).max(100, { error: 'validation.priorityRange' })),
  isActive: flag(true),
});
export const caseDegreeEvents = declareCatalogEvents(catalog('CaseDegree', 'degreeId'), { ...nameFields, priority: whole(1).max(100) });
export type CaseDegreeEvent = CatalogEventOf<typeof caseDegreeEvents>;

import { automationAssignees, automationTriggers, type AutomationTrigger } from './automation.js';

export * from './automation.js';

export const automatedTaskInput = z
  .object({
    taskTextAr: requiredText('validation.required', 1000),
    taskTextEn: requiredText('validation.required', 1000),
    taskType: requiredText('validation.taskTypeRequired', 100),
    trigger: z.enum(automationTriggers, { error: 'validation.unknownTrigger' }).optional().transform((t) => t ?? 'none'),
    offsetDays: z
      .union([z.literal(''), z.null(), wholeNumber('validation.offsetDaysRange').pipe(z.number().min(-365, { error: 'validation.offsetDaysRange' }).max(365, { error: 'validation.offsetDaysRange' }))], { error: 'validation.offsetDaysRange' })
      .optional()
      .transform((n) => (typeof n === 'number' ? n : 0)),
    assignTo: z.enum(automationAssignees, { error: 'validation.unknownAssignTo' }).optional().transform((a) => a ?? 'case_lawyer'),
    assigneeId: optionalId(),
    isActive: flag(true),
  })
  .superRefine((t, ctx) => {
    if (t.assignTo === 'employee' && !t.assigneeId) ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: 'validation.assigneeRequired' });
  })
  .transform((t) => ({ ...t, assigneeId: t.assignTo === 'employee' ? t.assigneeId : null }));
// version 1, before triggers: text, type and the active flag
const automatedTaskId = { automatedTaskId: whole(1) };
const automatedTaskV1 = { taskTextAr: text(1000), taskTextEn: text(1000), taskType: text(100), isActive: z.boolean() };
declareEvent('AutomatedTaskAdded', 1, z.strictObject({ ...automatedTaskId, ...automatedTaskV1 }));
declareEvent('AutomatedTaskRevised', 1, z.strictObject({ ...automatedTaskId, ...z.strictObject(automatedTaskV1).partial().shape }));
// version 2: triggers named after the events (hearing_adjourned, final_ruling_recorded), no assignee
const triggersV2 = ['none', 'case_opened', 'hearing_scheduled', 'hearing_adjourned', 'final_ruling_recorded'] as const;
const automatedTaskV2 = { ...automatedTaskV1, trigger: z.enum(triggersV2), offsetDays: z.int().min(-365).max(365) };
declareEvent('AutomatedTaskAdded', 2, z.strictObject({ ...automatedTaskId, ...automatedTaskV2 }), (d) => ({ trigger: 'none', offsetDays: 0, ...d }));
declareEvent('AutomatedTaskRevised', 2, z.strictObject({ ...automatedTaskId, ...z.strictObject(automatedTaskV2).partial().shape }), (d) => d);
/** v2 -> v3: an adjournment is recorded through minutes, so its rules run on the minutes. */
const triggerV3: Record<string, AutomationTrigger> = { hearing_adjourned: 'minutes_recorded', final_ruling_recorded: 'final_ruling' };
const renameTrigger = (d: Record<string, unknown>) => (typeof d.trigger === 'string' && triggerV3[d.trigger] ? { ...d, trigger: triggerV3[d.trigger] } : d);
export const automatedTaskEvents = declareCatalogEvents(
  catalog('AutomatedTask', 'automatedTaskId'),
  {
    taskTextAr: text(1000), taskTextEn: text(1000), taskType: text(100), trigger: z.enum(automationTriggers), offsetDays: whole(-365).max(365),
    assignTo: z.enum(automationAssignees), assigneeId: optionalWhole(1), isActive: z.boolean(),
  },
  { version: 3, upcastAdded: (d) => ({ ...renameTrigger(d), assignTo: 'case_lawyer', assigneeId: null }), upcastRevised: renameTrigger },
);
export type AutomatedTaskEvent = CatalogEventOf<typeof automatedTaskEvents>;

export const courtDistrictInput = z.object({ ...names, courtId: idNumber('validation.required'), isActive: flag(true) });
export const courtDistrictEvents = declareCatalogEvents(catalog('CourtDistrict', 'districtId'), { ...nameFields, courtId: whole(1) });
export type CourtDistrictEvent = CatalogEventOf<typeof courtDistrictEvents>;
/** a `court_districts` document, what GET /api/case-settings/court-districts/by-court/:courtId lists (the court's active ones) */
export type CourtDistrictDocument = CatalogDocument<typeof courtDistrictEvents>;

/** A file's department: no screen in the spec; managed beside the other case settings. */
export const departmentInput = z.object({ titleEn: requiredText('validation.required', 200), titleAr: requiredText('validation.required', 200), isActive: flag(true) });
export const departmentEvents = declareCatalogEvents(catalog('Department', 'departmentId'), { titleEn: text(200), titleAr: text(200), isActive: z.boolean() });
export type DepartmentEvent = CatalogEventOf<typeof departmentEvents>;
/** a `departments` document, what GET /api/lawyer/departments lists (the active ones) */
export type DepartmentDocument = CatalogDocument<typeof departmentEvents>;
