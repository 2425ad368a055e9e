import type { Request } from 'express';
import { caseStream } from '@lawfirm/contracts';
import { AppError, type EventStore } from '@lawfirm/platform';
import { actorOf } from '../framework/actor.js';
import { fold } from '../framework/handler.js';
import { caseDecider, mayWorkOn } from './case.js';

/** A case as its stream holds it; not found when there is none. */
export async function existingCase(eventStore: EventStore, caseId: number) {
  const { state } = fold(caseDecider, await eventStore.readStream(caseStream(caseId)));
  if (!state.exists) throw new AppError('not_found', 'error.notFound');
  return state;
}

/** The case a hearing, appointment or document belongs to, if the caller may work on it. */
export async function caseForWork(eventStore: EventStore, req: Request, caseId: number) {
  const state = await existingCase(eventStore, caseId);
  if (!mayWorkOn(state, actorOf(req))) throw new AppError('forbidden', 'cases.notYours');
  return state;
}
