import { Router, type RequestHandler } from 'express';
import { can, ConflictChecked, conflictCheckInput, conflictOverrideInput, type ConflictCheckAnswer, type ConflictMatch, type ConflictRecord, type PermissionModule, type Principal } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireSignedIn, type ThrottleRule } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { actorOf } from '../framework/actor.js';
import { execute, fold, newCorrelationId } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { numericId } from '../framework/params.js';
import { findConflicts, type ConflictSubject } from './check.js';
import { caseTarget, clientTarget, fileTarget, overrideDecider, type OverriddenMatch, type OverrideTarget } from './override.js';
import { asSeenBy, mayCheckFor } from './visibility.js';

/**
 * Whoever may create or edit the record: admins by the roles matrix (add or edit of its module);
 * lawyers, where the module is lawyer work (files, cases), pass and the decider asks whether the
 * record is theirs.
 */
const mayCreateOrEdit = (module: PermissionModule, lawyersToo: boolean): RequestHandler => (req, _res, next) => {
  const p = principalOf(req);
  if (p.userType === 'employee' ? !lawyersToo : !can(p, module, 'add') && !can(p, module, 'edit')) throw new AppError('forbidden', 'error.forbidden');
  next();
};

/** One route shape per record a check may be overridden on: POST {path}/:id/conflict-overrides. */
const overridable: { record: ConflictRecord; path: string; stream: string; guard: RequestHandler; target: OverrideTarget<any> }[] = [
  { record: 'client', path: '/api/clients', stream: 'client', guard: mayCreateOrEdit('clients', false), target: clientTarget },
  { record: 'file', path: '/api/lawyer/files', stream: 'file', guard: mayCreateOrEdit('files', true), target: fileTarget },
  { record: 'case', path: '/api/cases', stream: 'case', guard: mayCreateOrEdit('cases', true), target: caseTarget },
];

/**
 * Checks per account: a hundred at once (a day's data entry), then one every 1, 2, 4 ... at most
 * 30 seconds, forgotten after five quiet minutes. Enough for any form; far too slow to look up a
 * directory of phone numbers or Emirates IDs.
 */
export const CHECK_RULE: ThrottleRule = { free: 100, baseDelayMs: 1000, maxDelayMs: 30_000, forgetMs: 5 * 60_000 };

const accountOf = (p: Principal) => `${p.userType}-${p.id}`;

/**
 * POST /api/conflicts/check: the firm's clients and every case's opponents matching the names (and
 * Emirates ID, phone, trade licence) given, with why. Firm-wide on purpose (a conflict is the
 * firm's, whoever's case it is), but only for who may create or change the record checked for, and
 * a match the caller may not open says only whom to ask (visibility.ts). Throttled per account and
 * recorded in the audit log. It reads the read models (advice, not a rule; it may miss the last
 * moment's records). POST .../:id/conflict-overrides records going ahead despite the matches the
 * server finds again, as the caller was shown them, on the client, file or case gone ahead with.
 */
export function conflictRoutes(deps: CommandDeps): Router {
  const { readStore, eventStore } = deps;
  const router = Router();

  /** the check of a subject, and the matches as the caller may see them */
  const checkFor = async (p: Principal, subject: ConflictSubject, selfClientId: number | null = null) => {
    const [clients, cases] = await Promise.all([readStore.collection('clients').find({}), readStore.collection('cases').find({})]);
    const found = findConflicts(subject, clients, cases, selfClientId);
    if (!found.length) return { found, seen: found };
    // who may open what, and whom to ask: read only when there is something to show
    const [files, employees] = await Promise.all([readStore.collection('files').find({}), readStore.collection('employees').find({})]);
    return { found, seen: asSeenBy(p, found, { cases, files, employees }) };
  };

  router.post('/api/conflicts/check', requireSignedIn, async (req, res) => {
    const p = principalOf(req);
    const input = parseInput(conflictCheckInput, req.body, 'conflicts.nameRequired');
    if (!mayCheckFor(p, input.record)) throw new AppError('forbidden', 'error.forbidden');
    const wait = Math.ceil((await deps.loginFailures.take(`conflict-checks:${accountOf(p)}`, Date.now(), CHECK_RULE)) / 1000);
    if (wait > 0) throw new AppError('too_many_requests', 'conflicts.tooManyChecks', undefined, { 'Retry-After': String(wait) });
    // a read: like the query API's, after the caller's last write when it says which (X-Min-Position), waiting at most 5 s
    const after = Number(req.headers['x-min-position']);
    // not there in time: answered all the same, marked as the query API marks a stale read
    if (Number.isSafeInteger(after) && after > 0 && !(await deps.readModels.waitFor(after, 5000))) res.setHeader('X-Read-Stale', 'true');
    const { found, seen } = await checkFor(p, input);
    await recordCheck(deps, p, input, found, seen);
    res.json({ matches: seen } satisfies ConflictCheckAnswer);
  });

  for (const { record, path, stream, guard, target } of overridable) {
    const decider = overrideDecider(target);
    router.post(
      `${path}/:id/conflict-overrides`,
      guard,
      commandRoute(deps, 'OverrideConflict', async (req, cx) => {
        const id = numericId(req.params.id);
        // who may go ahead on this record is decided before anything is checked or answered (a
        // lawyer not on the case or file is refused whatever the names sent), and again on append
        const { state } = fold(target.decider, await eventStore.readStream(`${stream}-${id}`));
        if (!target.isLive(state)) throw new AppError('not_found', 'error.notFound');
        const refusal = target.refusal(state, actorOf(req));
        if (refusal) throw new AppError('forbidden', refusal);
        const input = parseInput(conflictOverrideInput, req.body, 'validation.fillInRequired');
        const { reason, ...subject } = input;
        const { found, seen } = await checkFor(principalOf(req), { ...subject, caseId: record === 'case' ? id : null }, record === 'client' ? id : null);
        // nothing found any more (the record matched was changed meanwhile): nothing to go ahead despite
        if (!found.length) return { status: 200, body: { matches: [] }, position: await eventStore.headPosition() };
        const matches = found.map((m, i) => overridden(m, seen[i]));
        const o = await execute(eventStore, `${stream}-${id}`, decider, { type: 'OverrideConflict', actor: actorOf(req), reason, matches, checkedNames: subject.names }, cx.meta, {
          idempotency: cx.idempotency(201, (o) => ({ ...o.events[0]?.data })),
        });
        return { status: 201, body: o.events[0].data, position: o.position };
      }),
    );
  }
  return router;
}

/** a match as recorded: the record's own id for auditors, the words the one going ahead was shown */
const overridden = (match: ConflictMatch, seen: ConflictMatch): OverriddenMatch => ({
  kind: match.kind,
  id: match.id,
  nameEn: seen.nameEn,
  nameAr: seen.nameAr,
  why: seen.reasons.map((r) => r.en).join('; '),
  whyAr: seen.reasons.map((r) => r.ar).join('؛ '),
});

/** the check in the audit log, on the checker's own stream */
async function recordCheck(deps: CommandDeps, p: Principal, input: ReturnType<typeof conflictCheckInput.parse>, found: ConflictMatch[], seen: ConflictMatch[]) {
  const userType = p.userType === 'admin' ? ('user' as const) : ('employee' as const);
  await deps.eventStore.append(
    `conflict-checks-${accountOf(p)}`,
    [
      {
        ...ConflictChecked.of({
          checkedFor: input.record, names: input.names, nationalId: input.nationalId, phone: input.phone, tradeLicense: input.tradeLicense,
          clientId: input.clientId, clientIds: input.clientIds, caseId: input.caseId, found: found.length, restricted: seen.filter((m) => m.restricted).length,
        }),
        metadata: { userId: p.id, userType, correlationId: newCorrelationId(), causationId: null, command: 'CheckConflicts' },
      },
    ],
    { expectedRevision: 'any' },
  );
}
