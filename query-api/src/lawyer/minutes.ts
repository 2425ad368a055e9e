import { Router, type Request } from 'express';
import { AppError, requireWork, type BlobRef, type ReadModelStore } from '@lawfirm/platform';
import type { HearingDetails, MinutesAnswer, MinutesDocumentAnswer, MinutesWithDocuments, StoredHearing, StoredMinutes } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import type { QueryDeps } from '../framework/deps.js';
import { sendBlob } from '../framework/files.js';
import { nameLookup, visible } from './scope.js';
import { waitingOf } from './waiting.js';

/** Minutes with the names their screens show (reason, lawyers, document categories). */
function presentMinutes(readStore: ReadModelStore) {
  const lookup = nameLookup(readStore);
  return async (m: Record<string, unknown>): Promise<MinutesAnswer> => {
    const [reason, attended, pleading] = await Promise.all([
      lookup('adjournment_reasons', m.postponementReasonId), lookup('employees', m.attendedLawyerId), lookup('employees', m.pleadingLawyerId),
    ]);
    return answer<MinutesAnswer>()({
      ...(m as StoredMinutes),
      postponementReasonEn: reason?.nameEn ?? null, postponementReasonAr: reason?.nameAr ?? null,
      attendedLawyerNameEn: attended?.fullNameEn ?? m.attendedLawyer ?? null, attendedLawyerNameAr: attended?.fullNameAr ?? m.attendedLawyer ?? null,
      pleadingLawyerNameEn: pleading?.fullNameEn ?? m.pleadingLawyer ?? null, pleadingLawyerNameAr: pleading?.fullNameAr ?? m.pleadingLawyer ?? null,
      noRulingThisSession: m.rulingType === 'no_ruling',
    });
  };
}

export function minutesQueryRoutes({ readStore, blobStore }: QueryDeps): Router {
  const router = Router();
  const present = presentMinutes(readStore);
  const hearingOf = async (req: Request, rawId: unknown) => {
    const h = await readStore.collection('hearings').findOne({ id: Number(rawId) });
    if (!h) throw new AppError('not_found', 'error.notFound');
    const c = await visible(readStore, req, 'cases', h.caseId);
    return { h, c };
  };
  const minutesOf = async (req: Request) => {
    const m = await readStore.collection('hearing_minutes').findOne({ id: Number(req.params.id) });
    if (!m) throw new AppError('not_found', 'error.notFound');
    return { m, c: await visible(readStore, req, 'cases', m.caseId) };
  };
  const documentsOf = async (minutesId: unknown) => {
    const docs = await readStore.collection('minutes_documents').find({ minutesId }, { sort: { createdAt: 1 } });
    const lookup = nameLookup(readStore);
    return Promise.all(
      docs.map(async ({ file: _f, ...d }) => {
        const category = await lookup('document_categories', d.categoryId);
        return answer<MinutesDocumentAnswer>()({ ...(d as Omit<MinutesDocumentAnswer, 'categoryEn' | 'categoryAr' | 'uploadDate' | 'filePath'>), categoryEn: category?.categoryEn ?? null, categoryAr: category?.categoryAr ?? null, uploadDate: d.createdAt, filePath: `/api/minutes-documents/${d.id}/download` });
      }),
    );
  };

  router.get('/api/hearings/:id/details', requireWork('hearings', 'view'), async (req, res) => {
    const { h, c } = await hearingOf(req, req.params.id);
    res.json({ hearing: { ...(h as StoredHearing), case: answer<HearingDetails['hearing']['case']>()({ id: c.id, caseNumber: c.caseNumber, titleEn: c.titleEn, titleAr: c.titleAr, caseTypeId: c.caseTypeId }) } } satisfies HearingDetails);
  });
  router.get('/api/hearings/:id/minutes-history', requireWork('minutes', 'view'), async (req, res) => {
    const { h } = await hearingOf(req, req.params.id);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await Promise.all((await readStore.collection('hearing_minutes').find({ hearingId: h.id }, { sort: { createdAt: -1, id: -1 } })).map(present)));
  });
  router.get('/api/hearing-minutes/:id', requireWork('minutes', 'view'), async (req, res) => {
    const { m, c } = await minutesOf(req);
    // the deadlines that open once the ruling's notification date is added
    res.json({ ...(await present(m)), documents: await documentsOf(m.id), waitingDeadlines: await waitingOf(readStore, m, c) } satisfies MinutesWithDocuments);
  });
  router.get('/api/hearing-minutes/:id/documents', requireWork('minutes', 'view'), async (req, res) => {
    res.json(await documentsOf((await minutesOf(req)).m.id));
  });
  router.get('/api/minutes-documents/:id/download', requireWork('minutes', 'view'), async (req, res) => {
    const d = await readStore.collection('minutes_documents').findOne({ id: req.params.id });
    if (!d) throw new AppError('not_found', 'error.notFound');
    await visible(readStore, req, 'cases', d.caseId);
    await sendBlob(res, blobStore, d.file as BlobRef, { inline: req.query.inline === '1' });
  });
  return router;
}
