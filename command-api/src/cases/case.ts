import { CaseDetailsRevised, type CaseEditInput, type CaseEvent, type CaseInput, CaseOpened, CaseStatusChanged, CaseUpdateLogged, type caseUpdateTypes, FinalRulingIssued, FinalRulingRevised, FinalRulingWithdrawn, type FinalRulingWithdrawReason, type EventOf } from '@lawfirm/contracts';
import { randomUUID } from 'node:crypto';
import { DomainError, typedDecider } from '../framework/decider.js';
import type { Actor } from '../files/file.js';

/** A final ruling minutes recorded on the case; `issuedRevision`: the case's event that issued it. */
export interface StandingRuling {
  hearingId: number;
  minutesId: number;
  rulingDate: string;
  rulingText: string | null;
  issuedRevision: number;
}

/** the case's details as its events carry them */
export type CaseFields = Omit<EventOf<typeof CaseOpened>['data'], 'caseId'>;

/** A case: opened through the wizard, revised in the edit form, its story logged as updates. Stream `case-{id}` (contracts' caseStream). */
export interface CaseState {
  exists: boolean;
  id: number;
  fields: Partial<CaseFields>;
  /** the final rulings its minutes record, in the order they were issued: the last is the case's final ruling */
  rulings: StandingRuling[];
  version: number;
  createdAt: string;
}

export type CaseCommand =
  | { type: 'OpenCase'; caseId: number; input: CaseInput; createdBy: number | null; /** the firm's day (its time zone), yyyy-MM-dd */ today: string }
  | { type: 'ReviseCase'; actor: Actor; input: Omit<CaseEditInput, 'version' | 'caseYear' | 'registrationDate'> & Partial<Pick<CaseEditInput, 'caseYear' | 'registrationDate'>> }
  | { type: 'LogCaseUpdate'; actor: Actor; updateType: (typeof caseUpdateTypes)[number]; updateText: string }
  /** the minutes record a confirmed final ruling: issued on the case, or corrected when they recorded it before with another date or text */
  | { type: 'RecordFinalRuling'; hearingId: number; minutesId: number; rulingDate: string; rulingText: string | null }
  /** the minutes were deleted or no longer record the ruling: it is withdrawn, and an earlier minutes' ruling still recorded stands again */
  | { type: 'WithdrawFinalRuling'; minutesId: number; reason: FinalRulingWithdrawReason };

export const mayWorkOn = (state: Pick<CaseState, 'fields'>, actor: Actor) => actor.userType === 'admin' || (state.fields.lawyerIds ?? []).includes(actor.id);

const editable = ['titleEn', 'titleAr', 'descriptionEn', 'descriptionAr', 'summary', 'priority', 'startDate', 'expectedEndDate'] as const;
/** what the wizard collects; each is revised only when the edit sends it */
const collected = ['caseTypeId', 'regionId', 'courtId', 'districtId', 'fileId', 'plaintiffs', 'defendants', 'lawyerIds', 'caseNumber', 'caseYear', 'registrationDate'] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const existing = (state: CaseState) => {
  if (!state.exists) throw new DomainError('not_found', 'error.notFound');
};
const workedOnBy = (state: CaseState, actor: Actor) => {
  existing(state);
  if (!mayWorkOn(state, actor)) throw new DomainError('forbidden', 'cases.notYours');
};

export const caseDecider = typedDecider<CaseState, CaseCommand, CaseEvent>({
  initialState: { exists: false, id: 0, fields: {}, rulings: [], version: 0, createdAt: '' },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    CaseOpened: (state, { caseId, ...fields }, { time }) => ({ ...state, exists: true, id: caseId, fields, createdAt: time }),
    CaseDetailsRevised: (state, { caseId: _c, ...fields }) => ({ ...state, fields: { ...state.fields, ...fields } }),
    CaseStatusChanged: (state, d) => ({ ...state, fields: { ...state.fields, status: d.to } }),
    CaseUpdateLogged: (state) => state,
    FinalRulingIssued: (state, r, { revision }) => {
      const ruling = { hearingId: r.hearingId, minutesId: r.minutesId, rulingDate: r.rulingDate, rulingText: r.rulingText ?? null, issuedRevision: revision };
      return { ...state, rulings: [...state.rulings.filter((x) => x.minutesId !== r.minutesId), ruling] };
    },
    FinalRulingRevised: (state, d) => ({ ...state, rulings: state.rulings.map((x) => (x.minutesId === d.minutesId ? { ...x, rulingDate: d.rulingDate, rulingText: d.rulingText ?? null } : x)) }),
    FinalRulingWithdrawn: (state, d) => ({ ...state, rulings: state.rulings.filter((x) => x.minutesId !== d.minutesId) }),
  },
  decide: {
    OpenCase(command, state) {
      const today = command.today;
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const i = command.input;
      const draft = i.status === 'draft';
      const caseYear = i.caseYear ?? Number(today.slice(0, 4));
      return [
        CaseOpened.of({
            caseId: command.caseId,
            ...i,
            caseNumber: i.caseNumber ?? `${caseYear}/${String(command.caseId).padStart(4, '0')}`,
            caseYear,
            registrationDate: i.registrationDate ?? today,
            // a draft has no dates yet; an active case starts today unless told otherwise
            startDate: draft ? null : (i.startDate ?? (i.status === 'active' ? today : null)),
            expectedEndDate: draft ? null : i.expectedEndDate,
            createdBy: command.createdBy,
          }),
      ];
    },
    RecordFinalRuling(command, state) {
      existing(state);
      const { type: _t, ...ruling } = command;
      const standing = state.rulings.find((r) => r.minutesId === command.minutesId);
      if (!standing) return [FinalRulingIssued.of({ caseId: state.id, ...ruling })];
      if (standing.rulingDate === ruling.rulingDate && standing.rulingText === ruling.rulingText) return [];
      return [FinalRulingRevised.of({ caseId: state.id, ...ruling, previousRulingDate: standing.rulingDate })];
    },
    WithdrawFinalRuling(command, state) {
      existing(state);
      const gone = state.rulings.find((r) => r.minutesId === command.minutesId);
      if (!gone) return [];
      const left = state.rulings.filter((r) => r !== gone).at(-1);
      const standing = left ? { hearingId: left.hearingId, minutesId: left.minutesId, rulingDate: left.rulingDate, rulingText: left.rulingText } : null;
      return [FinalRulingWithdrawn.of({ caseId: state.id, hearingId: gone.hearingId, minutesId: gone.minutesId, rulingDate: gone.rulingDate, reason: command.reason, standing })];
    },
    LogCaseUpdate(command, state) {
      workedOnBy(state, command.actor);
      return [CaseUpdateLogged.of({ caseId: state.id, updateId: randomUUID(), updateType: command.updateType, updateText: command.updateText })];
    },
    ReviseCase(command, state) {
      workedOnBy(state, command.actor);
      const changed: Partial<CaseFields> = Object.fromEntries([
        ...editable.filter((f) => (command.input[f] ?? null) !== (state.fields[f] ?? null)).map((f) => [f, command.input[f]]),
        ...collected.filter((f) => command.input[f] !== undefined && !same(command.input[f], state.fields[f])).map((f) => [f, command.input[f]]),
      ]);
      const events: CaseEvent[] = Object.keys(changed).length ? [CaseDetailsRevised.of({ caseId: state.id, ...changed })] : [];
      if (command.input.status !== state.fields.status) events.push(CaseStatusChanged.of({ caseId: state.id, from: state.fields.status!, to: command.input.status }));
      return events;
    },
  },
});
