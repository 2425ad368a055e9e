import { Router } from 'express';
import { AppError, principalOf, requireWork, type BlobRef, type ReadModelStore } from '@lawfirm/platform';
import type { CaseDetailAnswer, CaseSummary, ClientCase, HearingFileAnswer, ReadModels } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import type { QueryDeps } from '../framework/deps.js';
import { sendBlob } from '../framework/files.js';
import { listRoute } from '../framework/lists.js';
import { assignedScope, nameLookup, visible } from './scope.js';
import { asOfParam, caseStoreAsOf } from '../audit/asOf.js';
import { auditLogOf } from '../audit/auditLogSource.js';
import { caseDocumentsOf } from './caseDocuments.js';

/** A case as its detail page shows it: parties with names, emirate, court, district, type, lawyers, tab counts. */
export function presentCaseDetail(readStore: ReadModelStore) {
  const lookup = nameLookup(readStore);
  return async (c: ReadModels['cases']): Promise<CaseDetailAnswer> => {
    const [region, court, district, caseType, file] = await Promise.all([
      lookup('regions', c.regionId), lookup('courts', c.courtId), lookup('court_districts', c.districtId), lookup('case_types', c.caseTypeId), lookup('files', c.fileId),
    ]);
    const plaintiffs = await Promise.all(
      ((c.plaintiffs as { clientId: number; name?: string | null; role: string }[]) ?? []).map(async (p) => {
        const client = await lookup('clients', p.clientId);
        return { ...p, name: p.name ?? client?.fullNameEn ?? null, nameEn: client?.fullNameEn ?? p.name ?? null, nameAr: client?.fullNameAr ?? p.name ?? null };
      }),
    );
    const lawyers = await Promise.all(((c.lawyerIds as number[]) ?? []).map(async (id) => {
      const e = await lookup('employees', id);
      return { id, nameEn: e?.fullNameEn ?? null, nameAr: e?.fullNameAr ?? null };
    }));
    const [hearings, appointments, updates] = await Promise.all(
      (['hearings', 'appointments', 'case_updates'] as const).map((col) => readStore.collection(col).count({ caseId: c.id })),
    );
    const documents = (await caseDocumentsOf(readStore, c.id)).length;
    return answer<CaseDetailAnswer>()({
      ...c,
      plaintiffs,
      clientName: plaintiffs[0]?.nameEn ?? null,
      clientNameAr: plaintiffs[0]?.nameAr ?? null,
      emirate: region ? { nameEn: region.nameEn, nameAr: region.nameAr } : null,
      court: court ? { nameEn: court.nameEn, nameAr: court.nameAr } : null,
      district: district ? { nameEn: district.nameEn, nameAr: district.nameAr } : null,
      caseTypeNameEn: caseType?.nameEn ?? null,
      caseTypeNameAr: caseType?.nameAr ?? null,
      file: file ? { id: file.id, fileNumber: file.fileNumber ?? null, subject: file.subject ?? null } : null,
      lawyers,
      counts: { hearings, appointments, documents, updates },
    });
  };
}

const hearingDocumentId = (d: { position: number; index: number }) => `${d.position}-${d.index}`;
const presentHearing = (h: Record<string, unknown>) => ({
  ...h,
  courtRoom: h.hallName,
  remarksEn: h.rollNumber ? `Roll Number: ${h.rollNumber}` : null,
  documents: ((h.documents as (BlobRef & { position: number; index: number; description: string | null; uploadedAt: string })[]) ?? []).map((d) => answer<HearingFileAnswer>()({
    id: hearingDocumentId(d), fileName: (d as { name?: string }).name ?? d.filename, fileSize: d.size, mimeType: d.contentType, description: d.description, uploadedAt: d.uploadedAt,
    url: `/api/hearings/${h.id}/documents/${hearingDocumentId(d)}/download`,
  })),
  minutesFilePath: h.minutesFile ? `/api/hearings/${h.id}/minutes-file` : null,
  minutesFileName: (h.minutesFile as (BlobRef & { name?: string }) | null)?.name ?? (h.minutesFile as BlobRef | null)?.filename ?? null,
});
const presentCaseDocument = (d: Record<string, unknown>) => {
  const { file: _f, ...rest } = d;
  return { ...rest, url: `/api/lawyer/case-documents/${d.id}/download` };
};

export function lawyerCaseRoutes(deps: QueryDeps): Router {
  const { readStore, blobStore, eventStore } = deps;
  const auditLog = auditLogOf(deps);
  const router = Router();
  /** the store to read a case from: now, or (with ?asOf=) replayed to that moment, read-only */
  async function caseStore(req: Parameters<Parameters<typeof router.get>[1]>[0], res: Parameters<Parameters<typeof router.get>[1]>[1]) {
    const c = await visible(readStore, req, 'cases', req.params.id);
    const asOf = asOfParam(req.query.asOf);
    if (!asOf) return { store: readStore, c };
    const store = await caseStoreAsOf(eventStore, readStore, auditLog, c.id as number, asOf);
    const past = await store.collection('cases').findOne({ id: c.id });
    if (!past) throw new AppError('not_found', 'error.notFound');
    res.setHeader('X-As-Of', asOf);
    return { store, c: past };
  }
  const caseList = listRoute(readStore, {
    resource: 'cases', collection: 'cases', searchFields: ['caseNumber', 'titleEn', 'titleAr'], searchDisplayNames: true, defaultSort: { createdAt: -1, id: -1 }, scope: assignedScope,
  });
  router.get('/api/cases', requireWork('cases', 'view'), caseList);
  router.get('/api/lawyer/cases', requireWork('cases', 'view'), caseList);
  router.get('/api/cases/:id', requireWork('cases', 'view'), async (req, res) => res.json(await visible(readStore, req, 'cases', req.params.id)));
  router.get('/api/lawyer/cases/:id', requireWork('cases', 'view'), async (req, res) => {
    const { store, c } = await caseStore(req, res);
    res.json(await presentCaseDetail(store)(c));
  });

  const children = [
    { path: 'hearings', collection: 'hearings', sort: { hearingDate: 1, hearingTime: 1, id: 1 }, present: presentHearing },
    { path: 'appointments', collection: 'appointments', sort: { date: 1, time: 1, id: 1 }, present: (a: Record<string, unknown>) => a },
    { path: 'documents', collection: 'case_documents', sort: { createdAt: -1 }, present: presentCaseDocument },
    { path: 'updates', collection: 'case_updates', sort: { createdAt: -1 }, present: (u: Record<string, unknown>) => u },
  ] as const;
  for (const child of children)
    router.get(`/api/lawyer/cases/:id/${child.path}`, requireWork('cases', 'view'), async (req, res) => {
      const { store, c } = await caseStore(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.json((await store.collection(child.collection).find({ caseId: c.id }, { sort: child.sort })).map(child.present));
    });

  // every document of the case: its own, its hearings' and its minutes', each with where it came from
  router.get('/api/lawyer/cases/:id/all-documents', requireWork('cases', 'view'), async (req, res) => {
    const { store, c } = await caseStore(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await caseDocumentsOf(store, c.id as number));
  });

  /**
   * What every lawyer of the firm already sees of any case on the office calendar (number, title, court,
   * its lawyers and hearings), for a case the caller is not on: the page "View Case" opens instead of an error.
   */
  router.get('/api/lawyer/cases/:id/summary', requireWork('cases', 'view'), async (req, res) => {
    const id = Number(req.params.id);
    const c = Number.isSafeInteger(id) && id > 0 ? await readStore.collection('cases').findOne({ id }) : null;
    if (!c) throw new AppError('not_found', 'error.notFound');
    const lookup = nameLookup(readStore);
    const court = await lookup('courts', c.courtId);
    const lawyers = await Promise.all(((c.lawyerIds as number[]) ?? []).map(async (lawyerId) => {
      const e = await lookup('employees', lawyerId);
      return { id: lawyerId, nameEn: e?.fullNameEn ?? null, nameAr: e?.fullNameAr ?? null };
    }));
    const hearings = await readStore.collection('hearings').find({ caseId: id }, { sort: { hearingDate: 1, hearingTime: 1, id: 1 } });
    const p = principalOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer<CaseSummary>()({
      id, caseNumber: c.caseNumber, titleEn: c.titleEn, titleAr: c.titleAr, status: c.status,
      court: court ? { nameEn: court.nameEn, nameAr: court.nameAr } : null, lawyers,
      mayOpen: p.userType === 'admin' || lawyers.some((l) => l.id === p.id),
      hearings: hearings.map((h) => ({ id: h.id, hearingDate: h.hearingDate, hearingTime: h.hearingTime, hallName: h.hallName, status: h.status })),
    }));
  });

  // every case of the client, whoever its lawyer: the caller opens her own, and the summary of the others
  router.get('/api/lawyer/cases-by-client/:clientId', requireWork('cases', 'view'), async (req, res) => {
    const clientId = Number(req.params.clientId);
    const p = principalOf(req);
    const lookup = nameLookup(readStore);
    const cases = await readStore.collection('cases').find({ 'plaintiffs.clientId': clientId }, { sort: { createdAt: -1 } });
    res.json(await Promise.all(cases.map(async (c) => {
      const lawyerIds = (c.lawyerIds as number[]) ?? [];
      const lawyer = await lookup('employees', lawyerIds[0]);
      return answer<ClientCase>()({
        id: c.id, caseNumber: c.caseNumber, titleEn: c.titleEn, titleAr: c.titleAr, status: c.status, createdAt: c.createdAt, fileId: c.fileId ?? null,
        lawyerNameEn: lawyer?.fullNameEn ?? null, lawyerNameAr: lawyer?.fullNameAr ?? null,
        mayOpen: p.userType === 'admin' || lawyerIds.includes(p.id),
      });
    })));
  });

  const hearingOf = async (req: Parameters<Parameters<typeof router.get>[1]>[0]) => {
    const h = await readStore.collection('hearings').findOne({ id: Number(req.params.id) });
    if (!h) throw new AppError('not_found', 'error.notFound');
    await visible(readStore, req, 'cases', h.caseId);
    return h;
  };
  router.get('/api/hearings/:id/documents', requireWork('hearings', 'view'), async (req, res) => {
    res.json(presentHearing(await hearingOf(req)).documents);
  });
  router.get('/api/hearings/:id/documents/:docId/download', requireWork('hearings', 'view'), async (req, res) => {
    const h = await hearingOf(req);
    const doc = ((h.documents as (BlobRef & { position: number; index: number })[]) ?? []).find((d) => hearingDocumentId(d) === req.params.docId);
    await sendBlob(res, blobStore, doc, { inline: req.query.inline === '1' });
  });
  router.get('/api/hearings/:id/minutes-file', requireWork('minutes', 'view'), async (req, res) => {
    const h = await hearingOf(req);
    await sendBlob(res, blobStore, h.minutesFile as BlobRef | null, { inline: req.query.inline === '1' });
  });
  router.get('/api/lawyer/case-documents/:id/download', requireWork('cases', 'view'), async (req, res) => {
    const d = await readStore.collection('case_documents').findOne({ id: Number(req.params.id) });
    await visible(readStore, req, 'cases', d?.caseId ?? -1);
    await sendBlob(res, blobStore, d!.file as BlobRef, { inline: req.query.inline === '1' });
  });
  return router;
}
