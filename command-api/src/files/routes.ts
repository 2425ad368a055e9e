import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { clientEvents, fileAttachmentCategories, fileInput, nextFileNumber, type FileInput } from '@lawfirm/contracts';
import { AppError, parseInput, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { catalogDecider } from '../framework/catalog.js';
import { refTo, registerConstraints, type ConstraintsOf } from '../framework/constraints.js';
import { execute, loadState } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { invalidField } from '../framework/references.js';
import { documentTypes, multipartFields, storeUploads, type UploadRule } from '../framework/uploads.js';
import { fileDecider, type FileFields, type FileState, type NewAttachment } from './file.js';

const attachmentRule: UploadRule = { field: 'attachmentFiles', maxBytes: 25 * 1024 * 1024, maxCount: 20, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };
const documentRule: UploadRule = { ...attachmentRule, field: 'file', maxCount: 1 };
const attachmentCategory = z.object({ category: z.enum(fileAttachmentCategories, { error: 'validation.categoryFirst' }) });

const clientDecider = catalogDecider(clientEvents);

/** An open file holds its number and points to its client, department, office and lawyers. */
export const fileConstraints: ConstraintsOf<FileState> = registerConstraints('file', fileDecider, (s) =>
  s.exists && !s.closed
    ? {
        unique: [{ scope: 'file-number', value: s.fields.fileNumber, field: 'fileNumber', key: 'validation.fileNumberTaken' }],
        refs: [
          ...refTo('client', s.fields.clientId, 'clientId', 'validation.unknownClient'),
          ...refTo('department', s.fields.departmentId, 'departmentId', 'validation.unknownDepartment'),
          ...refTo('branch', s.fields.officeId, 'officeId', 'validation.unknownOffice'),
          ...s.lawyers.flatMap((l) => refTo('employee', l.id, 'responsibleLawyers', 'validation.unknownEmployee')),
        ],
      }
    : null,
);

export function fileRecord(s: FileState) {
  return { id: s.id, ...s.fields, responsibleLawyers: s.lawyers, version: s.version, createdAt: s.createdAt };
}

/** Client files: JSON as the spec sends it, or multipart with the attachments' bytes as `attachmentFiles`. */
export function fileRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, readStore, blobStore, ids } = deps;
  const stream = (id: number) => `file-${id}`;

  function fieldsOf(input: FileInput, fileNumber: string): FileFields {
    const { responsibleLawyers: _l, attachments: _a, version: _v, ...rest } = input;
    return { ...rest, fileNumber };
  }
  // a suggestion: the reservation of the number decides, and a number taken meanwhile moves on to the next
  const numberOfNextFile = async (tried: string[]) => nextFileNumber([...(await readStore.collection('files').find({})).map((f) => f.fileNumber), ...tried]);
  const hasAgreement = async (clientId: number) => Boolean((await loadState(eventStore, `client-${clientId}`, clientDecider)).state.fields.hasInitiationAgreement);
  const numberTaken = (e: unknown) => e instanceof AppError && e.key === 'validation.fileNumberTaken';
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
      const attachments = await attachmentsOf(req, input);
      const clientHasAgreement = await hasAgreement(input.clientId);
      const tried: string[] = [];
      for (;;) {
        const fields = fieldsOf(input, input.fileNumber ?? (await numberOfNextFile(tried)));
        try {
          const o = await ids.create('file', (fileId) =>
            execute(eventStore, stream(fileId), fileDecider, { type: 'OpenFile', fileId, fields, lawyers: input.responsibleLawyers, attachments, clientHasAgreement }, cx.meta, {
              mustNotExist: true,
              constraints: fileConstraints,
              idempotency: cx.idempotency(201, (o) => fileRecord(o.state)),
            }),
          );
          return { status: 201, body: fileRecord(o.state), position: o.position };
        } catch (e) {
          if (input.fileNumber || !numberTaken(e) || tried.length >= 20) throw e;
          tried.push(fields.fileNumber);
        }
      }
    }),
  );

  router.put(
    '/api/lawyer/files/:id',
    requireWork('files', 'edit'),
    commandRoute(deps, 'ReviseFile', async (req, cx) => {
      const id = numericId(req.params.id);
      const input = parseInput(fileInput, req.body, 'validation.fillInRequired');
      const current = (await loadState(eventStore, stream(id), fileDecider)).state;
      const fields = fieldsOf(input, current.fields.fileNumber ?? input.fileNumber ?? '');
      const o = await execute(
        eventStore,
        stream(id),
        fileDecider,
        { type: 'ReviseFile', actor: actorOf(req), fields, lawyers: input.responsibleLawyers, clientHasAgreement: await hasAgreement(fields.clientId) },
        cx.meta,
        { expectedRevision: cx.expectedRevision, constraints: fileConstraints, idempotency: cx.idempotency(200, (o) => fileRecord(o.state)) },
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
        constraints: fileConstraints,
        idempotency: cx.idempotency(200, (o) => fileRecord(o.state)),
      });
      return { status: 200, body: fileRecord(o.state), position: o.position };
    }),
  );
  return router;
}
