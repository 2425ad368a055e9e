import { Router } from 'express';
import { nextFileNumber, type FileAnswer, type FileAttachmentAnswer, type NextFileNumber, type ReadModels } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import { requireWork, type BlobRef, type ReadModelStore } from '@lawfirm/platform';
import type { QueryDeps } from '../framework/deps.js';
import { sendBlob } from '../framework/files.js';
import { listRoute } from '../framework/lists.js';
import { assignedScope, nameLookup, visible } from './scope.js';

const categoryNames: Record<string, [string, string]> = {
  contract: ['Contract', 'عقد'],
  evidence: ['Evidence', 'دليل'],
  correspondence: ['Correspondence', 'مراسلات'],
  legal_memo: ['Legal memo', 'مذكرة قانونية'],
  court_document: ['Court document', 'مستند محكمة'],
  other: ['Other', 'أخرى'],
};

/** A file with the names the screens show (client, department, office, lawyers). */
export function presentFile(readStore: ReadModelStore) {
  const lookup = nameLookup(readStore);
  return async (f: ReadModels['files']): Promise<FileAnswer> => {
    const [client, department, office] = await Promise.all([lookup('clients', f.clientId), lookup('departments', f.departmentId), lookup('branches', f.officeId)]);
    const lawyers = await Promise.all(
      (f.responsibleLawyers ?? []).map(async (l) => {
        const e = await lookup('employees', l.id);
        return { id: l.id, role: l.role, name: (e?.fullNameEn as string) ?? null, nameEn: e?.fullNameEn ?? null, nameAr: e?.fullNameAr ?? null };
      }),
    );
    const responsible = lawyers.find((l) => l.role === 'responsible') ?? lawyers[0];
    return answer<FileAnswer>()({
      ...f,
      clientNameEn: client?.fullNameEn ?? null, clientNameAr: client?.fullNameAr ?? null,
      departmentTitleEn: department?.titleEn ?? null, departmentTitleAr: department?.titleAr ?? null,
      officeNameEn: office?.nameEn ?? null, officeNameAr: office?.nameAr ?? null,
      responsibleLawyers: lawyers,
      responsibleLawyerName: responsible?.name ?? null,
      responsibleLawyerNameAr: responsible?.nameAr ?? null,
    });
  };
}

const presentAttachment = (d: Record<string, unknown>) => {
  const { file: _f, ...rest } = d;
  const [en, ar] = categoryNames[d.category as string] ?? [d.category, d.category];
  return answer<FileAttachmentAnswer>()({ ...(rest as Omit<FileAttachmentAnswer, 'categoryNameEn' | 'categoryNameAr' | 'fileUrl'>), categoryNameEn: en, categoryNameAr: ar, fileUrl: `/api/lawyer/file-documents/${d.id}/download` });
};

export function lawyerFileRoutes({ readStore, blobStore }: QueryDeps): Router {
  const router = Router();
  const present = presentFile(readStore);

  router.get('/api/lawyer/next-file-number', requireWork('files', 'add'), async (_req, res) => {
    res.json({ fileNumber: nextFileNumber((await readStore.collection('files').find({})).map((f) => f.fileNumber)) } satisfies NextFileNumber);
  });
  router.get('/api/lawyer/files', requireWork('files', 'view'), listRoute(readStore, {
    resource: 'files', collection: 'files', searchFields: ['fileNumber', 'subject', 'notes'], searchDisplayNames: true, defaultSort: { createdAt: -1, id: -1 }, scope: assignedScope, present,
  }));
  router.get('/api/lawyer/files/:id', requireWork('files', 'view'), async (req, res) => {
    res.json(await present(await visible(readStore, req, 'files', req.params.id)));
  });
  router.get('/api/lawyer/files/:id/documents', requireWork('files', 'view'), async (req, res) => {
    const file = await visible(readStore, req, 'files', req.params.id);
    res.json((await readStore.collection('file_documents').find({ fileId: file.id }, { sort: { createdAt: 1 } })).map(presentAttachment));
  });
  router.get('/api/lawyer/file-documents/:id/download', requireWork('files', 'view'), async (req, res) => {
    const doc = await readStore.collection('file_documents').findOne({ id: req.params.id });
    await visible(readStore, req, 'files', doc?.fileId ?? -1);
    await sendBlob(res, blobStore, doc!.file as BlobRef, { inline: req.query.inline === '1' });
  });
  return router;
}
