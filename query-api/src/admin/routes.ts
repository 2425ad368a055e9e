import { Router } from 'express';
import { employeeDocumentField, employeeDocumentKinds, presentArticle, presentClient, presentEmployee, presentUser, type PermissionAction, type PermissionModule, type ReadModelName } from '@lawfirm/contracts';
import { AppError, requireAnyPermission, requirePermission, requireSignedIn, type BlobRef } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { catalogQueryRoutes, type CatalogQuery } from '../framework/catalog.js';
import { sendBlob } from '../framework/files.js';
import { recordById } from '../framework/lists.js';

/** who may read the employees: those who manage them, and those who pick one (a branch's manager, a client's lawyer) */
export const EMPLOYEE_READERS: [PermissionModule, PermissionAction][] = [['employees', 'view'], ['branches', 'add'], ['branches', 'edit'], ['clients', 'add'], ['clients', 'edit']];

/**
 * Every admin resource's GETs. Reference data that other forms pick from (branches, courts,
 * services) is readable by every signed-in staff member; records about people need the roles
 * matrix's view permission, or the right to fill a form that picks from them.
 */
export function adminRoutes({ readStore, blobStore }: QueryDeps): Router {
  const router = Router();
  const byId = (collection: ReadModelName, raw: string | string[]) => recordById(readStore, collection, raw);

  // files first, so `/api/news/published` and friends are not taken for ids
  router.get('/api/news/published', requireSignedIn, async (_req, res) => {
    const docs = await readStore.collection('news').find({ isPublished: true }, { sort: { updatedAt: -1, id: -1 } });
    res.json(docs.map(presentArticle));
  });
  router.get('/api/news/:id/image', async (req, res) => {
    const doc = await byId('news', req.params.id);
    await sendBlob(res, blobStore, doc.image as BlobRef, { inline: true, cache: true });
  });
  router.get('/api/clients/:id/agreement', requirePermission('clients', 'view'), async (req, res) => {
    const doc = await byId('clients', req.params.id);
    await sendBlob(res, blobStore, doc.initiationAgreement as BlobRef, { inline: req.query.inline === '1' });
  });
  router.get('/api/employees/:id/documents/:kind', requirePermission('employees', 'view'), async (req, res) => {
    const kind = employeeDocumentKinds.find((k) => k === req.params.kind);
    if (!kind) throw new AppError('not_found', 'error.notFound');
    const doc = await byId('employees', req.params.id);
    await sendBlob(res, blobStore, doc[employeeDocumentField(kind)] as BlobRef, { inline: req.query.inline === '1' });
  });

  const catalogs: CatalogQuery[] = [
    { path: '/api/branches', collection: 'branches', resource: 'branches', searchFields: ['nameEn', 'nameAr', 'addressEn', 'addressAr', 'phone', 'email'], searchDisplayNames: true, guard: requireSignedIn },
    { path: '/api/courts', collection: 'courts', resource: 'courts', searchFields: ['nameEn', 'nameAr', 'typeEn', 'typeAr', 'locationEn', 'locationAr'], searchDisplayNames: true, guard: requireSignedIn },
    { path: '/api/services', collection: 'services', resource: 'services', searchFields: ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'], guard: requireSignedIn },
    { path: '/api/system-settings', collection: 'system_settings', resource: 'system-settings', searchFields: ['key', 'value', 'nameEn', 'nameAr', 'category'], guard: requirePermission('settings', 'view'), defaultSort: { key: 1 } },
    { path: '/api/roles', collection: 'roles', resource: 'roles', searchFields: ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'], guard: requireAnyPermission(['roles', 'view'], ['users', 'add'], ['users', 'edit'], ['employees', 'add'], ['employees', 'edit']) },
    { path: '/api/users', collection: 'users', resource: 'users', searchFields: ['username', 'email', 'fullNameEn', 'fullNameAr', 'phone'], guard: requireAnyPermission(['users', 'view'], ['settings', 'add'], ['settings', 'edit']), present: presentUser },
    { path: '/api/employees', collection: 'employees', resource: 'employees', searchFields: ['employeeId', 'firstName', 'lastName', 'fullNameEn', 'fullNameAr', 'email', 'phone', 'jobTitle'], searchDisplayNames: true, guard: requireAnyPermission(...EMPLOYEE_READERS), present: presentEmployee },
    { path: '/api/clients', collection: 'clients', resource: 'clients', searchFields: ['clientId', 'fullNameEn', 'fullNameAr', 'email', 'phone', 'nationalId', 'caseType', 'status'], searchDisplayNames: true, guard: requirePermission('clients', 'view'), present: presentClient },
    { path: '/api/consultations', collection: 'consultations', resource: 'consultations', searchFields: ['status', 'notes'], searchDisplayNames: true,
      guard: requirePermission('clients', 'view'), defaultSort: { scheduledDate: -1 } },
    { path: '/api/news', collection: 'news', resource: 'news', searchFields: ['titleEn', 'titleAr', 'contentEn', 'contentAr'], guard: requirePermission('settings', 'view'), present: presentArticle, defaultSort: { id: -1 } },
  ];
  for (const c of catalogs) router.use(catalogQueryRoutes(readStore, c));
  return router;
}
