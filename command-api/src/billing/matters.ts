import type { Request } from 'express';
import { clientsOfCase, consultationEvents, fileStream, type TimeEntryMatter } from '@lawfirm/contracts';
import { AppError, principalOf } from '@lawfirm/platform';
import type { CommandDeps } from '../framework/deps.js';
import { fold } from '../framework/handler.js';
import { catalogDecider } from '../framework/catalog.js';
import { caseForWork } from '../cases/access.js';
import { fileDecider } from '../files/file.js';

const consultationDecider = catalogDecider(consultationEvents);

/** what billing needs of the matter time is recorded on: whose client it is, and its case for the rate card (null for a file or a consultation) */
export interface MatterFacts {
  caseId: number | null;
  clientIds: number[];
}

/**
 * The matter a lawyer records time on, read from its own stream, if it is theirs: a case they are on,
 * a client file they are assigned to, a consultation held by them and not cancelled. Not found when there is none (or
 * it was removed); forbidden when it is another lawyer's.
 */
export async function matterForTime(deps: Pick<CommandDeps, 'eventStore'>, req: Request, matter: TimeEntryMatter): Promise<MatterFacts> {
  const { eventStore } = deps;
  const me = principalOf(req).id;
  if (matter.kind === 'case') {
    const c = await caseForWork(eventStore, req, matter.id);
    return { caseId: matter.id, clientIds: clientsOfCase(c.fields.plaintiffs) };
  }
  if (matter.kind === 'file') {
    const { state } = fold(fileDecider, await eventStore.readStream(fileStream(matter.id)));
    if (!state.exists) throw new AppError('not_found', 'error.notFound');
    if (!state.lawyers.some((l) => l.id === me)) throw new AppError('forbidden', 'billing.notYourMatter');
    return { caseId: null, clientIds: state.fields.clientId ? [state.fields.clientId] : [] };
  }
  const { state } = fold(consultationDecider, await eventStore.readStream(`consultation-${matter.id}`));
  if (!state.exists || state.removed) throw new AppError('not_found', 'error.notFound');
  if (state.fields.lawyerId !== me) throw new AppError('forbidden', 'billing.notYourMatter');
  // as the picker (GET /api/billing/matters) does not offer it: time recorded before it was cancelled stays
  if (state.fields.status === 'cancelled') throw new AppError('conflict', 'billing.consultationCancelled');
  return { caseId: null, clientIds: [state.fields.clientId as number] };
}
