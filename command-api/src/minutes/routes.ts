import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { dayIn, employeeEvents, hearingStream, minutesDocumentsInput, minutesInput, minutesStream, type MinutesChronology, type MinutesFields } from '@lawfirm/contracts';
import { AppError, parseInput, requireWork, type EventStore } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { catalogDecider } from '../framework/catalog.js';
import { refTo, registerConstraints, type ConstraintsOf } from '../framework/constraints.js';
import { execute, fold, loadState } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { documentTypes, multipartFields, storeUpload, type UploadRule } from '../framework/uploads.js';
import { caseForWork } from '../cases/access.js';
import { hearingDecider, type HearingState } from '../hearings/hearing.js';
import { claimUpload } from '../uploads/routes.js';
import { hearingWarningsOf } from '../deadlines/calendar.js';
import type { CaseState } from '../cases/case.js';
import { minutesDecider, type MinutesState } from './minutes.js';

const minutesDocument: UploadRule = { field: 'minutesDocument', maxBytes: 25 * 1024 * 1024, types: documentTypes.any, tooLarge: 'validation.fileTooLarge', wrongType: 'validation.uploadFileType' };

export const minutesRecord = (s: MinutesState) => ({ id: s.id, hearingId: s.hearingId, caseId: s.caseId, ...s.fields, documentCount: s.documents, version: s.version, createdAt: s.createdAt });

const employeeDecider = catalogDecider(employeeEvents);

/** Minutes point to their reason for a postponement. */
const minutesConstraints: ConstraintsOf<MinutesState> = registerConstraints('minutes', minutesDecider, (s) =>
  s.exists && !s.removed ? { refs: refTo('adjournment-reason', s.fields.postponementReasonId, 'postponementReasonId', 'validation.invalidValue') } : null,
);

/** Lawyers' names are stored as display names beside their ids, as the minutes show them. */
async function withLawyerNames(eventStore: EventStore, f: MinutesFields): Promise<MinutesFields> {
  const name = async (id: number | null, given: string | null) => {
    if (!id) return given;
    const { state } = await loadState(eventStore, `employee-${id}`, employeeDecider);
    return (state.fields.fullNameEn as string | undefined) ?? given;
  };
  return { ...f, attendedLawyer: await name(f.attendedLawyerId, f.attendedLawyer), pleadingLawyer: await name(f.pleadingLawyerId, f.pleadingLawyer) };
}

/**
 * The day the case opened: the earlier of its start and registration dates. A case entered without
 * either is not bounded by the day it was entered here (firms enter cases that are already running).
 */
const caseOpenedOn = (c: CaseState): string | null =>
  [c.fields.startDate, c.fields.registrationDate].filter((d): d is string => typeof d === 'string' && d !== '').sort()[0] ?? null;

/** What the minutes' chronology is checked against in their decider: the firm's today, the hearing, the case. */
const chronologyOf = (hearing: HearingState, caseState: CaseState, timezone: string): MinutesChronology => ({
    today: dayIn(timezone),
    hearingDate: String(hearing.fields.hearingDate ?? ''),
    hearingTime: hearing.fields.hearingTime ?? null,
    caseOpenedOn: caseOpenedOn(caseState),
});

const hearingOf = async (eventStore: EventStore, hearingId: number) => fold(hearingDecider, await eventStore.readStream(hearingStream(hearingId))).state;

/** Minutes of hearings: record, revise, remove, and attach documents (uploaded file or upload URLs). */
export function minutesRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, readStore, blobStore, ids } = deps;
  const timezone = deps.timezone ?? 'Asia/Dubai';
  /** what is unusual about the next hearing the minutes set (a weekend, a holiday, outside the court hours) */
  const nextHearingWarnings = (s: MinutesState) =>
    s.fields.hasNextHearing && s.fields.nextHearingDate ? hearingWarningsOf(readStore, s.fields.nextHearingDate, s.fields.nextTime ?? s.fields.hearingTime) : Promise.resolve([]);
  const stream = minutesStream;

  async function minutesForWork(req: Request) {
    const id = numericId(req.params.id);
    const { state } = fold(minutesDecider, await eventStore.readStream(stream(id)));
    if (!state.exists || state.removed) throw new AppError('not_found', 'error.notFound');
    return { state, caseState: await caseForWork(eventStore, req, state.caseId) };
  }
  async function attachUploaded(req: Request, minutesId: number, meta: Parameters<typeof execute>[4]) {
    const file = await storeUpload(blobStore, req.files, minutesDocument);
    if (!file) return null;
    return execute(eventStore, stream(minutesId), minutesDecider, { type: 'AttachMinutesDocument', documentId: randomUUID(), originalName: file.filename, categoryId: null, file }, meta);
  }

  router.put(
    '/api/hearings/:id/minutes',
    requireWork('minutes', 'add'),
    multipartFields([minutesDocument]),
    commandRoute(deps, 'RecordHearingMinutes', async (req, cx) => {
      const hearingId = numericId(req.params.id);
      const { version: _v, ...input } = parseInput(minutesInput, req.body);
      const hearing = await hearingOf(eventStore, hearingId);
      if (!hearing.exists || hearing.cancelled) throw new AppError('not_found', 'error.notFound');
      const caseState = await caseForWork(eventStore, req, hearing.caseId);
      const fields = await withLawyerNames(eventStore, input);
      const when = chronologyOf(hearing, caseState, timezone);
      let o = await ids.create('minutes', (minutesId) =>
        execute(eventStore, stream(minutesId), minutesDecider, { type: 'RecordMinutes', minutesId, hearingId, caseId: hearing.caseId, fields, when }, cx.meta, {
          mustNotExist: true,
          constraints: minutesConstraints,
          idempotency: cx.idempotency(201, (o) => minutesRecord(o.state)),
        }),
      );
      o = (await attachUploaded(req, o.state.id, cx.meta)) ?? o;
      return { status: 201, body: { ...minutesRecord(o.state), warnings: await nextHearingWarnings(o.state) }, position: o.position };
    }),
  );

  router.put(
    '/api/hearing-minutes/:id',
    requireWork('minutes', 'edit'),
    multipartFields([minutesDocument]),
    commandRoute(deps, 'ReviseHearingMinutes', async (req, cx) => {
      const { state, caseState } = await minutesForWork(req);
      const { version: _v, ...input } = parseInput(minutesInput, req.body);
      const when = chronologyOf(await hearingOf(eventStore, state.hearingId), caseState, timezone);
      let o = await execute(eventStore, stream(state.id), minutesDecider, { type: 'ReviseMinutes', fields: await withLawyerNames(eventStore, input), when }, cx.meta, {
        expectedRevision: cx.expectedRevision,
        constraints: minutesConstraints,
        idempotency: cx.idempotency(200, (o) => minutesRecord(o.state)),
      });
      o = (await attachUploaded(req, state.id, cx.meta)) ?? o;
      return { status: 200, body: { ...minutesRecord(o.state), warnings: await nextHearingWarnings(o.state) }, position: o.position };
    }),
  );

  router.delete(
    '/api/hearing-minutes/:id',
    requireWork('minutes', 'delete'),
    commandRoute(deps, 'RemoveHearingMinutes', async (req, cx) => {
      const { state } = await minutesForWork(req);
      const o = await execute(eventStore, stream(state.id), minutesDecider, { type: 'RemoveMinutes' }, cx.meta, { expectedRevision: cx.expectedRevision, constraints: minutesConstraints, idempotency: cx.idempotency(200, (o) => minutesRecord(o.state)) });
      return { status: 200, body: minutesRecord(o.state), position: o.position };
    }),
  );

  router.post(
    '/api/hearing-minutes/:id/documents',
    requireWork('minutes', 'edit'),
    commandRoute(deps, 'AttachMinutesDocuments', async (req, cx) => {
      const { state } = await minutesForWork(req);
      const { documents } = parseInput(minutesDocumentsInput, req.body);
      let position = 0;
      const attached = [];
      for (const d of documents) {
        const file = await claimUpload(deps, req, d.uploadURL, state.id, { ...cx.meta });
        const originalName = d.originalName ?? d.fileName ?? file.filename;
        const o = await execute(eventStore, stream(state.id), minutesDecider, { type: 'AttachMinutesDocument', documentId: randomUUID(), originalName, categoryId: d.categoryId, file }, cx.meta);
        position = o.position;
        attached.push({ originalName, fileSize: file.size, mimeType: file.contentType });
      }
      return { status: 201, body: { minutesId: state.id, documents: attached }, position };
    }),
  );
  return router;
}
