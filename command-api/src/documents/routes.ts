import { Router, type Request } from 'express';
import { documentRenameInput, hearingStream, minutesFileDocumentId, minutesStream, type DocumentKind, type PermissionModule } from '@lawfirm/contracts';
import { AppError, parseInput, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { caseForWork } from '../cases/access.js';
import { fileDecider, isAssigned } from '../files/file.js';
import { documentsDecider } from './documents.js';

interface Place {
  kind: DocumentKind;
  area: PermissionModule;
  /** the path of one document, under which PATCH renames and DELETE deletes */
  path: string;
  /** the stream the document was filed on and its document id there */
  locate(req: Request): { stream: string; documentId: string };
}

const places: Place[] = [
  { kind: 'case', area: 'cases', path: '/api/lawyer/case-documents/:id', locate: (req) => ({ stream: `case-document-${numericId(req.params.id)}`, documentId: String(numericId(req.params.id)) }) },
  { kind: 'minutesFile', area: 'hearings', path: '/api/hearings/:id/minutes-file', locate: (req) => ({ stream: hearingStream(numericId(req.params.id)), documentId: minutesFileDocumentId }) },
  { kind: 'hearing', area: 'hearings', path: '/api/hearings/:id/documents/:docId', locate: (req) => ({ stream: hearingStream(numericId(req.params.id)), documentId: String(req.params.docId) }) },
  { kind: 'minutes', area: 'minutes', path: '/api/hearing-minutes/:id/documents/:docId', locate: (req) => ({ stream: minutesStream(numericId(req.params.id)), documentId: String(req.params.docId) }) },
  { kind: 'fileAttachment', area: 'files', path: '/api/lawyer/files/:id/documents/:docId', locate: (req) => ({ stream: `file-${numericId(req.params.id)}`, documentId: String(req.params.docId) }) },
];

/** Rename (PATCH `{ name }`) and delete (DELETE) any document where it was filed; the filing stays in the History. */
export function documentRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore } = deps;

  /** The caller may work on the case (or the client file) the document belongs to. */
  async function mayWork(req: Request, kind: DocumentKind, stream: string) {
    const events = await eventStore.readStream(stream);
    if (kind === 'fileAttachment') {
      const { state } = fold(fileDecider, events);
      if (!state.exists) throw new AppError('not_found', 'error.documentNotFound');
      if (!isAssigned(state, actorOf(req))) throw new AppError('forbidden', 'files.notYours');
      return;
    }
    const { state } = fold(documentsDecider, events);
    if (!state.ids.caseId) throw new AppError('not_found', 'error.documentNotFound');
    await caseForWork(eventStore, req, state.ids.caseId);
  }

  for (const place of places) {
    const act = (command: 'RenameDocument' | 'RemoveDocument') =>
      commandRoute(deps, command, async (req, cx) => {
        const { stream, documentId } = place.locate(req);
        const name = command === 'RenameDocument' ? parseInput(documentRenameInput, req.body, 'validation.documentNameRequired').name : '';
        await mayWork(req, place.kind, stream);
        const o = await execute(
          eventStore,
          stream,
          documentsDecider,
          command === 'RenameDocument' ? { type: command, kind: place.kind, documentId, name } : { type: command, kind: place.kind, documentId },
          cx.meta,
          { expectedRevision: cx.expectedRevision },
        );
        const doc = o.state.documents[documentId];
        return { status: 200, body: { id: documentId, kind: place.kind, name: doc?.name ?? null, deleted: doc?.removed ?? false }, position: o.position };
      });
    router.patch(place.path, requireWork(place.area, 'edit'), act('RenameDocument'));
    router.delete(place.path, requireWork(place.area, 'delete'), act('RemoveDocument'));
  }
  return router;
}
