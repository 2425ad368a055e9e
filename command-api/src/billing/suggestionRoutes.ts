import { Router, type Request } from 'express';
import { clientsOfCase, dayIn, preferencesStream, suggestionAcceptInput, suggestionStream, timeEntryStream, type Suggestion } from '@lawfirm/contracts';
import { AppError, parseInput, principalOf, requireWork } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { execute, fold } from '../framework/handler.js';
import { commandRoute } from '../framework/http.js';
import { caseForWork } from '../cases/access.js';
import { preferencesDecider } from '../profile/preferences.js';
import { timeEntryDecider } from './timeEntry.js';
import { activityStandingIn } from './timeActivity.js';
import { timeEntryRecord } from './routes.js';
import { firmRateFor } from './rateRoutes.js';
import { acceptedSuggestion, suggestionDecider, suggestionFromSource } from './suggestion.js';

/**
 * Suggested time entries: a lawyer accepts one (as proposed, or with what they change) as a time
 * entry of theirs, or dismisses it. The suggestion is read from its source's streams; whether it
 * was accepted or dismissed already is the suggestion's decider's (suggestion.ts), in the same
 * append as the entry. Routes parse and authorise.
 */
export function billingSuggestionRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { eventStore, ids } = deps;
  const timezone = deps.timezone ?? 'Asia/Dubai';

  /** the suggestion as its source reads now, for the signed-in lawyer; time is a lawyer's own, so an admin has none */
  const theirs = async (req: Request): Promise<{ id: string; lawyer: number; suggestion: Suggestion | null }> => {
    const p = principalOf(req);
    if (p.userType !== 'employee') throw new AppError('forbidden', 'billing.timeIsLawyers');
    const id = String(req.params.id);
    return { id, lawyer: p.id, suggestion: await suggestionFromSource(eventStore, id, timezone) };
  };

  router.post(
    '/api/billing/suggestions/:id/accept',
    requireWork('billing', 'create'),
    commandRoute(deps, 'AcceptSuggestion', async (req, cx) => {
      const { id, lawyer, suggestion } = await theirs(req);
      const input = parseInput(suggestionAcceptInput, req.body ?? {});
      // another lawyer's work, or a source that offers none: there is no such suggestion for this lawyer
      if (suggestion === null || suggestion.userId !== lawyer) throw new AppError('not_found', 'error.notFound');
      const c = await caseForWork(eventStore, req, suggestion.caseId);
      // no rate typed: the firm's card decides, as for any time entry
      const firmRate = await firmRateFor(deps, { caseId: suggestion.caseId, clientIds: clientsOfCase(c.fields.plaintiffs) }, lawyer);
      // the proposed description in the lawyer's language (their preferences)
      const { language } = fold(preferencesDecider, await eventStore.readStream(preferencesStream('employee', lawyer))).state.preferences;
      const fields = {
        date: input.date ?? suggestion.date,
        minutes: input.minutes ?? suggestion.minutes,
        activity: input.activity ?? suggestion.activity,
        description: input.description ?? suggestion.description[language === 'ar' ? 'ar' : 'en'],
        billable: input.billable,
        rateFils: input.rate,
      };
      const activity = await activityStandingIn(eventStore, fields.activity);
      const answer = (state: Parameters<typeof timeEntryRecord>[0]) => ({ ...timeEntryRecord(state), suggestionId: id });
      const o = await ids.create('time-entry', (timeEntryId) =>
        execute(
          eventStore,
          timeEntryStream(timeEntryId),
          timeEntryDecider,
          { type: 'RecordTimeEntry', timeEntryId, matter: { kind: 'case', id: suggestion.caseId }, userId: lawyer, fields, firmRate, activity, today: dayIn(timezone) },
          cx.meta,
          { mustNotExist: true, constraints: acceptedSuggestion(suggestion, id, lawyer), idempotency: cx.idempotency(201, (o) => answer(o.state as Parameters<typeof timeEntryRecord>[0])) },
        ),
      );
      return { status: 201, body: answer(o.state), position: o.position };
    }),
  );

  router.post(
    '/api/billing/suggestions/:id/dismiss',
    requireWork('billing', 'create'),
    commandRoute(deps, 'DismissSuggestion', async (req, cx) => {
      const { id, lawyer, suggestion } = await theirs(req);
      const o = await execute(eventStore, suggestionStream(id), suggestionDecider, { type: 'DismissSuggestion', suggestion, by: lawyer }, cx.meta, {
        idempotency: cx.idempotency(200, () => ({ id, dismissed: true })),
      });
      return { status: 200, body: { id, dismissed: true }, position: o.position };
    }),
  );
  return router;
}
