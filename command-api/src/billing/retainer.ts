import { bilingual, RetainerAgreed, RetainerEnded, type Fils, type MessageKey, type RetainerEvent } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/**
 * A case's retainer agreement, stream `retainer-{caseId}` (contracts' retainerStream): the deposit
 * asked of one of the case's clients and, evergreen, the level it is topped up from. Agreed, its
 * terms replaced while in force (the same terms again change nothing), ended; agreed again after.
 * The money is payments naming the retainer (payment.ts): their credit is the case's while the
 * retainer is in force and is drawn by the case's invoices as they are issued (retainerDrawDown).
 */
export interface RetainerState {
  active: boolean;
  caseId: number;
  clientId: number;
  amountFils: Fils;
  replenishBelowFils: Fils | null;
  agreedOn: string | null;
  version: number;
}

/** a retainer as a payment's decision sees it: read from its stream in the same decision */
export interface RetainerView {
  caseId: number;
  active: boolean;
  clientId: number;
}
export const retainerView = (caseId: number, s: RetainerState): RetainerView => ({ caseId, active: s.active, clientId: s.clientId });

/** the case as the agreement's decision sees it: whether it exists, and its clients (the plaintiffs the firm acts for) */
export interface RetainerCaseView {
  exists: boolean;
  clientIds: number[];
}

export type RetainerCommand =
  | {
      type: 'AgreeRetainer';
      caseId: number;
      clientId: number;
      amountFils: Fils;
      replenishBelowFils: Fils | null;
      agreedOn: string;
      agreedBy: number;
      /** the firm's today: an agreement is recorded once made */
      today: string;
      case: RetainerCaseView;
    }
  | { type: 'EndRetainer'; endedOn: string; endedBy: number };

const fail = (key: MessageKey, field: string): never => {
  const { en, ar } = bilingual(key);
  throw new DomainError('validation_failed', key, [{ field, message: en, messageAr: ar }]);
};

export const retainerDecider = typedDecider<RetainerState, RetainerCommand, RetainerEvent>({
  initialState: { active: false, caseId: 0, clientId: 0, amountFils: 0, replenishBelowFils: null, agreedOn: null, version: 0 },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    RetainerAgreed: (state, d) => ({ ...state, active: true, caseId: d.caseId, clientId: d.clientId, amountFils: d.amountFils, replenishBelowFils: d.replenishBelowFils, agreedOn: d.agreedOn }),
    RetainerEnded: (state) => ({ ...state, active: false }),
  },
  decide: {
    AgreeRetainer(c, state) {
      if (!c.case.exists) throw new DomainError('not_found', 'error.notFound');
      if (!c.case.clientIds.includes(c.clientId)) fail('billing.caseOfAnotherClient', 'clientId');
      if (!Number.isSafeInteger(c.amountFils) || c.amountFils < 1) fail('billing.invalidAmount', 'amount');
      if (c.replenishBelowFils !== null && c.replenishBelowFils > c.amountFils) fail('billing.retainerThresholdAbove', 'replenishBelow');
      if (c.agreedOn > c.today) fail('validation.futureDate', 'agreedOn');
      if (state.active) {
        // the money held is the client's: another client's retainer is ended first
        if (state.clientId !== c.clientId) fail('billing.retainerClientFixed', 'clientId');
        if (state.amountFils === c.amountFils && state.replenishBelowFils === c.replenishBelowFils && state.agreedOn === c.agreedOn) return [];
      }
      return [RetainerAgreed.of({ caseId: c.caseId, clientId: c.clientId, amountFils: c.amountFils, replenishBelowFils: c.replenishBelowFils, agreedOn: c.agreedOn, agreedBy: c.agreedBy })];
    },
    EndRetainer(c, state) {
      if (!state.active) throw new DomainError('conflict', 'billing.retainerNotActive');
      return [RetainerEnded.of({ caseId: state.caseId, endedOn: c.endedOn, endedBy: c.endedBy })];
    },
  },
});
