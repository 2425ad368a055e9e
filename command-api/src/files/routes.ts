import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { fileAttachmentCategories, fileInput, nextFileNumber, type FileInput } from '@lawfirm/contracts';
import { parseInput, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { invalidField, mustBeUnique, mustExist } from '../framework/references.js';
import { documentTypes, multipartFields, storeUploads, type UploadRule } from '../framework/uploads.js';
import { fileDecider, type FileFields, type FileState, type NewAttachment } from './file.js';

const attachmentRule: UploadRule = { field: 'attachmentFiles', maxBytes: 25 * 1024 * 1024, maxCount: 20, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };
const documentRule: UploadRule = { ...attachmentRule, field: 'file', maxCount: 1 };
const attachmentCategory = z.object({ category: z.enum(fileAttachmentCategories, { error: 'validation.categoryFirst' }) });

export function fileRecord(s: FileState) {
  return { id: s.id, ...s.fields, responsibleLawyers: s.lawyers, version: s.version, createdAt: s.createdAt };
}

/** Client files: JSON as the spec sends it, or multipart with the attachments' bytes as `attachmentFiles`. */
export function fileRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, readStore, blobStore, ids } = deps;
  const stream = (id: number) => `file-${id}`;

  async function fieldsOf(input: FileInput, exceptId?: number): Promise<FileFields> {
    await mustExist(readStore, 'clients', input.clientId, 'clientId', 'validation.unknownClient');
    await mustExist(readStore, 'departments', input.departmentId, 'departmentId', 'validation.unknownDepartment');
    await mustExist(readStore, 'branches', input.officeId, 'officeId', 'validation.unknownOffice');
    for (const l of input.responsibleLawyers) await mustExist(readStore, 'employees', l.id, 'responsibleLawyers', 'validation.unknownEmployee');
    const fileNumber = input.fileNumber ?? (await numberOfNextFile());
    await mustBeUnique(readStore, 'files', 'fileNumber', fileNumber, exceptId, 'validation.fileNumberTaken');
    const { responsibleLawyers: _l, attachments: _a, version: _v, ...rest } = input;
    return { ...rest, fileNumber };
  }
  const numberOfNextFile = async () => nextFileNumber((await readStore.collection('files').find({})).map((f) => f.fileNumber));
  const hasAgreement = async (clientId: number) => Boolean((await readStore.collection('clients').findOne({ id: clientId }))?.hasInitiationAgreement);
  async function attachmentsOf(req: Request, input: FileInput): Promise<NewAttachment[]> {
    const stored = await storeUploads(blobStore, req.files, attachmentRule);
    if (stored.length && input.attachments.length !== stored.length) throw invalidField('attachments', 'validation.categoryFirst');
    return stored.map((file, i) => ({ attachmentId: randomUUID(), category: input.attachments[i].category, file }));
  }

  router.post(
    '/api/lawyer/files',
    requireWork('files', 'add'),
    multipartFields([attachmentRule]),
    commandRoute(deps, 'OpenFile', async (req, cx) => {
      const input = parseInput(fileInput, req.body, 'validation.fillInRequired');
      const fields = await fieldsOf(input);
      const attachments = await attachmentsOf(req, input);
      const clientHasAgreement = await hasAgreement(fields.clientId);
      const o = await ids.create('file', (fileId) =>
        execute(eventStore, stream(fileId), fileDecider, { type: 'OpenFile', fileId, fields, lawyers: input.responsibleLawyers, attachments, clientHasAgreement }, cx.meta, {
          mustNotExist: true,
          idempotency: cx.idempotency(201, (o) => fileRecord(o.state)),
        }),
      );
      return { status: 201, body: fileRecord(o.state), position: o.position };
    }),
  );

  router.put(
    '/api/lawyer/files/:id',
    requireWork('files', 'edit'),
    commandRoute(deps, 'ReviseFile', async (req, cx) => {
      const id = numericId(req.params.id);
      const input = parseInput(fileInput, req.body, 'validation.fillInRequired');
      const current = await readStore.collection('files').findOne({ id });
      const fields = await fieldsOf({ ...input, fileNumber: (current?.fileNumber as string | undefined) ?? input.fileNumber }, id);
      const o = await execute(
        eventStore,
        stream(id),
        fileDecider,
        { type: 'ReviseFile', actor: actorOf(req), fields, lawyers: input.responsibleLawyers, clientHasAgreement: await hasAgreement(fields.clientId) },
        cx.meta,
        { expectedRevision: cx.expectedRevision, idempotency: cx.idempotency(200, (o) => fileRecord(o.state)) },
      );
      return { status: 200, body: fileRecord(o.state), position: o.position };
    }),
  );

  router.post(
    '/api/lawyer/files/:id/documents',
    requireWork('files', 'edit'),
    multipartFields([documentRule]),
    commandRoute(deps, 'AddFileAttachments', async (req, cx) => {
      const id = numericId(req.params.id);
      const { category } = parseInput(attachmentCategory, req.body, 'validation.categoryFirst');
      const stored = await storeUploads(blobStore, req.files, documentRule);
      if (!stored.length) throw invalidField('file', 'validation.oneFileRequired');
      const attachments = stored.map((file) => ({ attachmentId: randomUUID(), category, file }));
      const o = await execute(eventStore, stream(id), fileDecider, { type: 'AddFileAttachments', actor: actorOf(req), attachments }, cx.meta, {
        idempotency: cx.idempotency(201, (o) => fileRecord(o.state)),
      });
      return { status: 201, body: fileRecord(o.state), position: o.position };
    }),
  );

  router.delete(
    '/api/lawyer/files/:id',
    requireWork('files', 'delete'),
    commandRoute(deps, 'CloseFile', async (req, cx) => {
      const id = numericId(req.params.id);
      const o = await execute(eventStore, stream(id), fileDecider, { type: 'CloseFile', actor: actorOf(req) }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => fileRecord(o.state)),
      });
      return { status: 200, body: fileRecord(o.state), position: o.position };
    }),
  );
  return router;
}
