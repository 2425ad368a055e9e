import { randomUUID } from 'node:crypto';
import type { CaseEditInput, CaseInput } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import type { Actor } from '../files/file.js';

/** A case: opened through the wizard, revised in the edit form, its story logged as updates. */
export interface CaseState {
  exists: boolean;
  id: number;
  fields: Record<string, unknown> & { lawyerIds?: number[]; status?: string };
  version: number;
  createdAt: string;
}

export type CaseCommand =
  | { type: 'OpenCase'; caseId: number; input: CaseInput; createdBy: number | null; /** the firm's day (its time zone), yyyy-MM-dd */ today: string }
  | { type: 'ReviseCase'; actor: Actor; input: Omit<CaseEditInput, 'version' | 'caseYear' | 'registrationDate'> & Partial<Pick<CaseEditInput, 'caseYear' | 'registrationDate'>> }
  | { type: 'LogCaseUpdate'; actor: Actor; updateType: string; updateText: string }
  | { type: 'RecordFinalRuling'; hearingId: number; minutesId: number; rulingDate: string; rulingText: string | null };

export const mayWorkOn = (state: Pick<CaseState, 'fields'>, actor: Actor) => actor.userType === 'admin' || (state.fields.lawyerIds ?? []).includes(actor.id);

const editable = ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr', 'summary', 'priority', 'startDate', 'expectedEndDate'] as const;
/** what the wizard collects; each is revised only when the edit sends it */
const collected = ['caseTypeId', 'regionId', 'courtId', 'districtId', 'fileId', 'plaintiffs', 'defendants', 'lawyerIds', 'caseNumber', 'caseYear', 'registrationDate'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const caseDecider: Decider<CaseState, CaseCommand> = {
  initialState: { exists: false, id: 0, fields: {}, version: 0, createdAt: '' },
  evolve(state, event, { time, revision }) {
    const { caseId, ...d } = event.data as Record<string, unknown> & { caseId: number };
    const base = { ...state, version: revision + 1 };
    switch (event.type) {
      case 'CaseOpened':
        return { ...base, exists: true, id: caseId, fields: d, createdAt: time };
      case 'CaseDetailsRevised':
        return { ...base, fields: { ...state.fields, ...d } };
      case 'CaseStatusChanged':
        return { ...base, fields: { ...state.fields, status: d.to as string } };
      default:
        return base;
    }
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'OpenCase') {
      const today = command.today;
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const i = command.input;
      const draft = i.status === 'draft';
      const caseYear = i.caseYear ?? Number(today.slice(0, 4));
      return [
        {
          type: 'CaseOpened',
          data: {
            caseId: command.caseId,
            ...i,
            caseNumber: i.caseNumber ?? `${caseYear}/${String(command.caseId).padStart(4, '0')}`,
            caseYear,
            registrationDate: i.registrationDate ?? today,
            // a draft has no dates yet; an active case starts today unless told otherwise
            startDate: draft ? null : (i.startDate ?? (i.status === 'active' ? today : null)),
            expectedEndDate: draft ? null : i.expectedEndDate,
            createdBy: command.createdBy,
          },
        },
      ];
    }
    if (!state.exists) throw new DomainError('not_found', 'error.notFound');
    if (command.type === 'RecordFinalRuling') {
      const { type: _t, ...ruling } = command;
      return [{ type: 'FinalRulingIssued', data: { caseId: state.id, ...ruling } }];
    }
    if (!mayWorkOn(state, command.actor)) throw new DomainError('forbidden', 'cases.notYours');
    if (command.type === 'LogCaseUpdate')
      return [{ type: 'CaseUpdateLogged', data: { caseId: state.id, updateId: randomUUID(), updateType: command.updateType, updateText: command.updateText } }];

    const changed = Object.fromEntries([
      ...editable.filter((f) => (command.input[f] ?? null) !== (state.fields[f] ?? null)).map((f) => [f, command.input[f]]),
      ...collected.filter((f) => command.input[f] !== undefined && !same(command.input[f], state.fields[f])).map((f) => [f, command.input[f]]),
    ]);
    const events: DomainEvent[] = Object.keys(changed).length ? [{ type: 'CaseDetailsRevised', data: { caseId: state.id, ...changed } }] : [];
    if (command.input.status !== state.fields.status) events.push({ type: 'CaseStatusChanged', data: { caseId: state.id, from: state.fields.status, to: command.input.status } });
    return events;
  },
};
