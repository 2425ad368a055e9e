import { Router } from 'express';
import { z } from 'zod';
import { optionalText, appointmentInput, appointmentStream, caseDocumentStream, caseStream, CaseUpdateLogged, dayIn, isEventOf, appointmentStatusInput, caseDocumentInput, caseEditInput, caseInput, caseUpdateInput, hearingInput, hearingStream, taskUpdateInput } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { refTo, registerConstraints, type ConstraintsOf } from '../framework/constraints.js';
import { invalidField } from '../framework/references.js';
import { documentTypes, multipartFields, storeUpload, storeUploads, type UploadRule } from '../framework/uploads.js';
import { appointmentDecider, type AppointmentState } from '../appointments/appointment.js';
import { hearingDecider, type HearingState } from '../hearings/hearing.js';
import { hearingWarningsOf } from '../deadlines/calendar.js';
import { caseForWork } from './access.js';
import { caseDecider, type CaseState } from './case.js';
import { caseDocumentDecider } from './document.js';
import { fileDecider } from '../files/file.js';

/** the words filed with a hearing's documents: text as every free-text field is */
const hearingDocumentsInput = z.object({ description: optionalText(2000) });
const hearingDocs: UploadRule = { field: 'documents', maxBytes: 25 * 1024 * 1024, maxCount: 20, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };
const minutesFile: UploadRule = { field: 'minutesFile', maxBytes: 25 * 1024 * 1024, types: documentTypes.word, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.minutesFileType' };
const caseFile: UploadRule = { field: 'file', maxBytes: 25 * 1024 * 1024, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };

/** A case holds its number and points to its type, emirate, court, district, clients and lawyers. */
export const caseConstraints: ConstraintsOf<CaseState> = registerConstraints('case', caseDecider, ({ exists, fields: f }) =>
  exists
    ? {
        unique: [{ scope: 'case-number', value: f.caseNumber, field: 'caseNumber', key: 'validation.caseNumberTaken' }],
        refs: [
          ...refTo('case-type', f.caseTypeId, 'caseTypeId', 'validation.unknownCaseType'),
          ...refTo('region', f.regionId, 'regionId', 'validation.unknownRegion'),
          ...refTo('court', f.courtId, 'courtId', 'validation.unknownCourt'),
          ...refTo('court-district', f.districtId, 'districtId', 'validation.unknownDistrict'),
          ...((f.plaintiffs ?? []) as { clientId: number }[]).flatMap((p) => refTo('client', p.clientId, 'plaintiffs', 'validation.unknownClient')),
          ...(f.lawyerIds ?? []).flatMap((id) => refTo('employee', id, 'lawyerIds', 'validation.unknownEmployee')),
        ],
      }
    : null,
);

/** The file a case is linked to must be an open file (a deleted file is not held back by its cases). */
async function fileToLink(eventStore: CommandDeps['eventStore'], fileId: number | null | undefined) {
  if (!fileId) return;
  const { state } = fold(fileDecider, await eventStore.readStream(`file-${fileId}`));
  if (!state.exists || state.closed) throw invalidField('fileId', 'validation.unknownFile');
}

/** A task or meeting points to the employee it is assigned to. */
const appointmentConstraints = registerConstraints<AppointmentState>('appointment', appointmentDecider, (s) =>
  s.exists ? { refs: refTo('employee', s.assignedTo, 'assignedTo', 'validation.unknownEmployee') } : null,
);

export const caseRecord = (s: CaseState) => ({ id: s.id, ...s.fields, version: s.version, createdAt: s.createdAt });
const hearingRecord = (s: HearingState) => ({ id: s.id, caseId: s.caseId, ...s.fields, status: s.status, version: s.version });
const appointmentRecord = (s: AppointmentState) => ({ id: s.id, caseId: s.caseId, type: s.type, status: s.status, version: s.version });

/** Cases and what hangs off them: hearings, appointments, documents, updates. */
export function caseRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, readStore, blobStore, ids } = deps;

  router.post(
    '/api/cases',
    requireWork('cases', 'add'),
    commandRoute(deps, 'OpenCase', async (req, cx) => {
      const input = parseInput(caseInput, req.body, 'validation.fillInRequired');
      const p = principalOf(req);
      await fileToLink(eventStore, input.fileId);
      const o = await ids.create('case', (caseId) =>
        execute(eventStore, caseStream(caseId), caseDecider, { type: 'OpenCase', caseId, input, createdBy: p.userType === 'employee' ? p.id : null, today: dayIn(deps.timezone ?? 'Asia/Dubai') }, cx.meta, {
          mustNotExist: true,
          constraints: caseConstraints,
          idempotency: cx.idempotency(201, (o) => caseRecord(o.state)),
        }),
      );
      return { status: 201, body: caseRecord(o.state), position: o.position };
    }),
  );

  router.put(
    '/api/cases/:id',
    requireWork('cases', 'edit'),
    commandRoute(deps, 'ReviseCase', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const { version: _v, ...input } = parseInput(caseEditInput, req.body, 'validation.fillInRequired');
      await fileToLink(eventStore, input.fileId);
      const o = await execute(eventStore, caseStream(caseId), caseDecider, { type: 'ReviseCase', actor: actorOf(req), input }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        constraints: caseConstraints,
        idempotency: cx.idempotency(200, (o) => caseRecord(o.state)),
      });
      return { status: 200, body: caseRecord(o.state), position: o.position };
    }),
  );

  router.post(
    '/api/lawyer/cases/:id/updates',
    requireWork('cases', 'edit'),
    commandRoute(deps, 'LogCaseUpdate', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const input = parseInput(caseUpdateInput, req.body);
      const o = await execute(eventStore, caseStream(caseId), caseDecider, { type: 'LogCaseUpdate', actor: actorOf(req), ...input }, cx.meta, {
        idempotency: cx.idempotency(201, (o) => ({ caseId, ...o.events[0]?.data })),
      });
      const [logged] = o.events;
      if (!isEventOf(CaseUpdateLogged, logged)) throw new Error('logging a case update records CaseUpdateLogged');
      return { status: 201, body: { id: logged.data.updateId, ...logged.data, createdAt: new Date().toISOString() }, position: o.position };
    }),
  );

  // hearings
  router.post(
    '/api/lawyer/cases/:id/hearings',
    requireWork('hearings', 'add'),
    commandRoute(deps, 'ScheduleHearing', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const { version: _v, ...fields } = parseInput(hearingInput, req.body, 'validation.fillInRequired');
      await caseForWork(eventStore, req, caseId);
      const o = await ids.create('hearing', (hearingId) =>
        execute(eventStore, hearingStream(hearingId), hearingDecider, { type: 'ScheduleHearing', hearingId, caseId, fields }, cx.meta, {
          mustNotExist: true,
          idempotency: cx.idempotency(201, (o) => hearingRecord(o.state)),
        }),
      );
      return { status: 201, body: { ...hearingRecord(o.state), warnings: await hearingWarningsOf(readStore, fields.hearingDate, fields.hearingTime) }, position: o.position };
    }),
  );
  const onHearing = (command: string, status: number, build: (req: Parameters<Parameters<typeof commandRoute>[2]>[0]) => Promise<Parameters<typeof hearingDecider.decide>[0]>) =>
    commandRoute(deps, command, async (req, cx) => {
      const hearingId = numericId(req.params.id);
      const { state } = fold(hearingDecider, await eventStore.readStream(hearingStream(hearingId)));
      if (!state.exists || state.cancelled) throw new AppError('not_found', 'error.notFound');
      await caseForWork(eventStore, req, state.caseId);
      const o = await execute(eventStore, hearingStream(hearingId), hearingDecider, await build(req), cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(status, (o) => hearingRecord(o.state)),
      });
      const record = hearingRecord(o.state);
      // a hearing moved says what is unusual about its new day and time
      const warnings = command === 'ReviseHearing' ? { warnings: await hearingWarningsOf(readStore, o.state.fields.hearingDate, o.state.fields.hearingTime) } : {};
      return { status, body: { ...record, ...warnings }, position: o.position };
    });
  router.put('/api/hearings/:id', requireWork('hearings', 'edit'), onHearing('ReviseHearing', 200, async (req) => {
    const { version: _v, ...fields } = parseInput(hearingInput, req.body, 'validation.fillInRequired');
    return { type: 'ReviseHearing', fields };
  }));
  router.delete('/api/hearings/:id', requireWork('hearings', 'delete'), onHearing('CancelHearing', 200, async () => ({ type: 'CancelHearing' })));
  router.post('/api/hearings/:id/documents', requireWork('hearings', 'edit'), multipartFields([hearingDocs]), onHearing('FileHearingDocuments', 201, async (req) => {
    const { description } = parseInput(hearingDocumentsInput, req.body);
    const documents = await storeUploads(blobStore, req.files, hearingDocs);
    if (!documents.length) throw invalidField('documents', 'validation.selectFiles');
    return { type: 'FileHearingDocuments', documents, description };
  }));
  router.post('/api/hearings/:id/minutes-file', requireWork('minutes', 'add'), multipartFields([minutesFile]), onHearing('AttachMinutesFile', 201, async (req) => {
    const file = await storeUpload(blobStore, req.files, minutesFile);
    if (!file) throw invalidField('minutesFile', 'validation.oneFileRequired');
    return { type: 'AttachMinutesFile', file };
  }));

  // appointments: meetings and tasks
  router.post(
    '/api/lawyer/cases/:id/appointments',
    requireWork('cases', 'edit'),
    commandRoute(deps, 'ScheduleAppointment', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const fields = parseInput(appointmentInput, req.body, 'validation.fillInRequired');
      await caseForWork(eventStore, req, caseId);
      const actor = actorOf(req);
      // a task nobody was named for is the creating lawyer's
      const assignedTo = fields.type === 'task' ? (fields.assignedTo ?? (actor.userType === 'employee' ? actor.id : null)) : fields.assignedTo;
      const o = await ids.create('appointment', (appointmentId) =>
        execute(eventStore, appointmentStream(appointmentId), appointmentDecider, { type: 'ScheduleAppointment', appointmentId, caseId, fields: { ...fields, assignedTo } }, cx.meta, {
          mustNotExist: true,
          constraints: appointmentConstraints,
          idempotency: cx.idempotency(201, (o) => ({ ...appointmentRecord(o.state), ...fields, assignedTo })),
        }),
      );
      return { status: 201, body: { ...appointmentRecord(o.state), ...fields, assignedTo }, position: o.position };
    }),
  );
  const changeStatus = (command: string, schema: typeof appointmentStatusInput | typeof taskUpdateInput, onlyTasks: boolean) =>
    commandRoute(deps, command, async (req, cx) => {
      const appointmentId = numericId(req.params.id);
      const input = parseInput(schema, req.body);
      const { state } = fold(appointmentDecider, await eventStore.readStream(appointmentStream(appointmentId)));
      if (!state.exists || (onlyTasks && state.type !== 'task')) throw new AppError('not_found', 'error.notFound');
      // a task's assignee may update it even when not on the case
      const actor = actorOf(req);
      if (!(state.type === 'task' && actor.userType === 'employee' && state.assignedTo === actor.id)) await caseForWork(eventStore, req, state.caseId);
      const o = await execute(eventStore, appointmentStream(appointmentId), appointmentDecider, { type: 'ChangeAppointmentStatus', status: input.status, notes: input.notes }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        idempotency: cx.idempotency(200, (o) => appointmentRecord(o.state)),
      });
      return { status: 200, body: appointmentRecord(o.state), position: o.position };
    });
  router.patch('/api/lawyer/appointments/:id', requireWork('cases', 'edit'), changeStatus('ChangeAppointmentStatus', appointmentStatusInput, false));
  router.patch('/api/lawyer/tasks/:id', requireWork('cases', 'edit'), changeStatus('UpdateTask', taskUpdateInput, true));

  // case documents
  router.post(
    '/api/cases/:id/documents',
    requireWork('cases', 'edit'),
    multipartFields([caseFile]),
    commandRoute(deps, 'FileCaseDocument', async (req, cx) => {
      const caseId = numericId(req.params.id);
      const input = parseInput(caseDocumentInput, req.body, 'validation.fillInRequired');
      await caseForWork(eventStore, req, caseId);
      const file = await storeUpload(blobStore, req.files, caseFile);
      if (!file) throw invalidField('file', 'validation.oneFileRequired');
      const category = await readStore.collection('document_categories').findOne({ $or: [{ id: Number(input.category) || -1 }, { categoryEn: input.category }] });
      const o = await ids.create('case-document', (documentId) =>
        execute(
          eventStore,
          caseDocumentStream(documentId),
          caseDocumentDecider,
          { type: 'FileCaseDocument', documentId, caseId, name: input.name, category: (category?.categoryEn as string | undefined) ?? input.category, categoryId: (category?.id as number | undefined) ?? null, file },
          cx.meta,
          { mustNotExist: true },
        ),
      );
      return { status: 201, body: { id: o.state.id, caseId, name: input.name, category: input.category, fileName: file.filename, fileSize: file.size }, position: o.position };
    }),
  );
  return router;
}
