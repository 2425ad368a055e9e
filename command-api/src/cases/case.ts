import { randomUUID } from 'node:crypto';
import type { CaseEditInput, CaseInput, FinalRulingWithdrawReason } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';
import type { Actor } from '../files/file.js';

/** A final ruling minutes recorded on the case; `issuedRevision`: the case's event that issued it. */
export interface StandingRuling {
  hearingId: number;
  minutesId: number;
  rulingDate: string;
  rulingText: string | null;
  issuedRevision: number;
}

/** A case: opened through the wizard, revised in the edit form, its story logged as updates. */
export interface CaseState {
  exists: boolean;
  id: number;
  fields: Record<string, unknown> & { lawyerIds?: number[]; status?: string };
  /** the final rulings its minutes record, in the order they were issued: the last is the case's final ruling */
  rulings: StandingRuling[];
  version: number;
  createdAt: string;
}

export type CaseCommand =
  | { type: 'OpenCase'; caseId: number; input: CaseInput; createdBy: number | null; /** the firm's day (its time zone), yyyy-MM-dd */ today: string }
  | { type: 'ReviseCase'; actor: Actor; input: Omit<CaseEditInput, 'version' | 'caseYear' | 'registrationDate'> & Partial<Pick<CaseEditInput, 'caseYear' | 'registrationDate'>> }
  | { type: 'LogCaseUpdate'; actor: Actor; updateType: string; updateText: string }
  /** the minutes record a confirmed final ruling: issued on the case, or corrected when they recorded it before with another date or text */
  | { type: 'RecordFinalRuling'; hearingId: number; minutesId: number; rulingDate: string; rulingText: string | null }
  /** the minutes were deleted or no longer record the ruling: it is withdrawn, and an earlier minutes' ruling still recorded stands again */
  | { type: 'WithdrawFinalRuling'; minutesId: number; reason: FinalRulingWithdrawReason };

export const mayWorkOn = (state: Pick<CaseState, 'fields'>, actor: Actor) => actor.userType === 'admin' || (state.fields.lawyerIds ?? []).includes(actor.id);

const editable = ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr', 'summary', 'priority', 'startDate', 'expectedEndDate'] as const;
/** what the wizard collects; each is revised only when the edit sends it */
const collected = ['caseTypeId', 'regionId', 'courtId', 'districtId', 'fileId', 'plaintiffs', 'defendants', 'lawyerIds', 'caseNumber', 'caseYear', 'registrationDate'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const caseDecider: Decider<CaseState, CaseCommand> = {
  initialState: { exists: false, id: 0, fields: {}, rulings: [], version: 0, createdAt: '' },
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
      case 'FinalRulingIssued': {
        const r = d as unknown as Omit<StandingRuling, 'issuedRevision'>;
        const ruling = { hearingId: r.hearingId, minutesId: r.minutesId, rulingDate: r.rulingDate, rulingText: r.rulingText ?? null, issuedRevision: revision };
        return { ...base, rulings: [...state.rulings.filter((x) => x.minutesId !== r.minutesId), ruling] };
      }
      case 'FinalRulingRevised':
        return { ...base, rulings: state.rulings.map((x) => (x.minutesId === d.minutesId ? { ...x, rulingDate: d.rulingDate as string, rulingText: (d.rulingText as string | null) ?? null } : x)) };
      case 'FinalRulingWithdrawn':
        return { ...base, rulings: state.rulings.filter((x) => x.minutesId !== d.minutesId) };
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
      const standing = state.rulings.find((r) => r.minutesId === command.minutesId);
      if (!standing) return [{ type: 'FinalRulingIssued', data: { caseId: state.id, ...ruling } }];
      if (standing.rulingDate === ruling.rulingDate && standing.rulingText === ruling.rulingText) return [];
      return [{ type: 'FinalRulingRevised', data: { caseId: state.id, ...ruling, previousRulingDate: standing.rulingDate } }];
    }
    if (command.type === 'WithdrawFinalRuling') {
      const gone = state.rulings.find((r) => r.minutesId === command.minutesId);
      if (!gone) return [];
      const left = state.rulings.filter((r) => r !== gone).at(-1);
      const standing = left ? { hearingId: left.hearingId, minutesId: left.minutesId, rulingDate: left.rulingDate, rulingText: left.rulingText } : null;
      return [{ type: 'FinalRulingWithdrawn', data: { caseId: state.id, hearingId: gone.hearingId, minutesId: gone.minutesId, rulingDate: gone.rulingDate, reason: command.reason, standing } }];
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
