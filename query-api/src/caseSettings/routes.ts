import { Router } from 'express';
import { requireSignedIn } from '@lawfirm/platform';
import type { CaseTypeAnswer, CaseTypeDocument, CourtDistrictDocument, DocumentCategoryDocument, DocumentTypeAnswer } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import type { QueryDeps } from '../framework/deps.js';
import { catalogQueryRoutes, type CatalogQuery } from '../framework/catalog.js';
import { listRoute } from '../framework/lists.js';

/**
 * Case settings and the lookups the lawyer portal's forms read. Every signed-in staff member may
 * read them; changing them is the settings module's (command API).
 */
export function caseSettingsRoutes({ readStore }: QueryDeps): Router {
  const router = Router();
  /** a case type with its stage's names (contracts' CaseTypeAnswer) */
  const stageNames = async (doc: Record<string, unknown>): Promise<CaseTypeAnswer> => {
    const type = doc as CaseTypeDocument;
    const stage = type.stageId ? await readStore.collection('case_degrees').findOne({ id: type.stageId }) : null;
    return answer<CaseTypeAnswer>()({ ...type, stageNameEn: stage?.nameEn ?? null, stageNameAr: stage?.nameAr ?? null, stage: stage ? { nameEn: stage.nameEn, nameAr: stage.nameAr } : null });
  };
  const lists: CatalogQuery[] = [
    { path: '/api/case-settings/adjournment-reasons', collection: 'adjournment_reasons', resource: 'adjournment-reasons', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn },
    { path: '/api/case-settings/job-titles', collection: 'job_titles', resource: 'job-titles', searchFields: ['titleEn', 'titleAr'], guard: requireSignedIn },
    { path: '/api/case-settings/document-categories', collection: 'document_categories', resource: 'document-categories', searchFields: ['categoryEn', 'categoryAr', 'documentType'], guard: requireSignedIn },
    { path: '/api/case-settings/enhanced-case-types', collection: 'case_types', resource: 'enhanced-case-types', searchFields: ['nameEn', 'nameAr', 'caseCategory', 'country'], guard: requireSignedIn, present: stageNames },
    { path: '/api/case-settings/case-degrees', collection: 'case_degrees', resource: 'case-degrees', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn, defaultSort: { priority: 1 } },
    { path: '/api/case-settings/automated-tasks', collection: 'automated_tasks', resource: 'automated-tasks', searchFields: ['taskTextAr', 'taskTextEn', 'taskType'], guard: requireSignedIn, defaultSort: { taskType: 1, taskTextEn: 1 } },
    { path: '/api/case-settings/court-districts', collection: 'court_districts', resource: 'court-districts', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn },
    { path: '/api/case-settings/departments', collection: 'departments', resource: 'departments', searchFields: ['titleEn', 'titleAr'], guard: requireSignedIn },
    // the firm's own activities of time entries; the standard ones are contracts' (timeActivities)
    { path: '/api/case-settings/time-activities', collection: 'time_activities', resource: 'time-activities', searchFields: ['nameEn', 'nameAr'], guard: requireSignedIn },
  ];
  // fixed paths before the catalogs' `/:id`
  router.get('/api/case-settings/court-districts/by-court/:courtId', requireSignedIn, async (req, res) => {
    res.json((await readStore.collection('court_districts').find({ courtId: Number(req.params.courtId), isActive: true }, { sort: { nameEn: 1 } })) satisfies CourtDistrictDocument[]);
  });
  router.get('/api/lawyer/departments', requireSignedIn, listRoute(readStore, { resource: 'departments', collection: 'departments', searchFields: ['titleEn', 'titleAr'], scope: () => ({ isActive: true }) }));
  router.get('/api/case-types', requireSignedIn, listRoute(readStore, { resource: 'case-types', collection: 'case_types', searchFields: ['nameEn', 'nameAr'], scope: () => ({ isActive: true }), present: stageNames }));
  // document types of the upload dialogs are the document categories
  router.get('/api/document-types', requireSignedIn, async (_req, res) => {
    const docs = await readStore.collection('document_categories').find({ isActive: true }, { sort: { categoryEn: 1 } });
    res.json(docs.map((d) => answer<DocumentTypeAnswer>()({ id: d.id, nameEn: d.categoryEn, nameAr: d.categoryAr, documentType: d.documentType })));
  });
  router.get('/api/admin/document-categories', requireSignedIn, async (req, res) => {
    const filter = req.query.status === 'active' ? { isActive: true } : {};
    res.json((await readStore.collection('document_categories').find(filter, { sort: { categoryEn: 1 } })) satisfies DocumentCategoryDocument[]);
  });
  for (const l of lists) router.use(catalogQueryRoutes(readStore, l));
  return router;
}
