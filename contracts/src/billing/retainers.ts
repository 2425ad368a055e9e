import { z } from 'zod';
import { declareEvent, optionalWhole, storedDay, whole, type EventOf } from '../events/typed.js';
import type { PaymentMethod } from './payments.js';

/**
 * A case's retainer agreement, stream `retainer-{caseId}`: the deposit the client is asked to keep
 * with the firm for the case, and (evergreen) the level below which it is to be topped up again.
 * The money itself is payments that name the retainer (PaymentRecorded's `retainerCaseId`): held
 * as their unallocated credit, drawn down by the case's invoices as they are issued.
 */
export const retainerStream = (caseId: number) => `retainer-${caseId}`;

/** agreed (or its terms replaced) with `clientId`, one of the case's clients, on `agreedOn` (a firm day) */
export const RetainerAgreed = declareEvent(
  'RetainerAgreed',
  1,
  z.strictObject({
    caseId: whole(1),
    clientId: whole(1),
    /** the deposit asked, in fils */
    amountFils: whole(1),
    /** evergreen: topped up to `amountFils` once what is held falls below this; null: a one-off deposit */
    replenishBelowFils: optionalWhole(1),
    agreedOn: storedDay(),
    agreedBy: whole(1),
  }),
);
/** the agreement ended: no invoice draws on it any more, and what its payments hold is the client's ordinary credit */
export const RetainerEnded = declareEvent('RetainerEnded', 1, z.strictObject({ caseId: whole(1), endedOn: storedDay(), endedBy: whole(1) }));

export type RetainerEvent = EventOf<typeof RetainerAgreed> | EventOf<typeof RetainerEnded>;

export interface RetainerTerms {
  amountFils: number;
  replenishBelowFils: number | null;
  active: boolean;
}

export interface RetainerBalance {
  /** every payment into the retainer */
  depositedFils: number;
  /** what of them was put against invoices */
  drawnFils: number;
  /** what they still hold */
  heldFils: number;
  /** what the client is to pay in now: the deposit until first funded, or (evergreen) the top-up once below the level; nothing once ended */
  dueFils: number;
}

/**
 * A retainer's balance from the payments that fund it (each its amount and what it has left
 * unallocated): deposited, drawn, held, and what is due under the agreement.
 */
export function retainerBalance(terms: RetainerTerms | null, payments: readonly { amountFils: number; unallocatedFils: number }[]): RetainerBalance {
  const depositedFils = payments.reduce((s, p) => s + p.amountFils, 0);
  const heldFils = payments.reduce((s, p) => s + p.unallocatedFils, 0);
  const asked = terms !== null && terms.active && (depositedFils === 0 || (terms.replenishBelowFils !== null && heldFils < terms.replenishBelowFils));
  return { depositedFils, drawnFils: depositedFils - heldFils, heldFils, dueFils: asked ? Math.max(0, terms.amountFils - heldFils) : 0 };
}

/** A case's retainer agreement as the payments read model keeps it (a `retainers` document, by case): its terms and whether it is in force. */
export interface RetainerDocument {
  caseId: number;
  clientId: number;
  active: boolean;
  amount: string;
  amountFils: number;
  replenishBelow: string | null;
  replenishBelowFils: number | null;
  agreedOn: string;
  agreedBy: number;
  endedOn: string | null;
  updatedAt: string;
  version: number;
}

/** a payment into a retainer as its answer lists it (AED text) */
export interface RetainerPaymentAnswer {
  id: number;
  date: string;
  method: PaymentMethod;
  amount: string;
  /** what it still holds */
  unallocated: string;
  allocations: { invoiceId: number; amount: string }[];
}

/**
 * GET /api/billing/cases/:caseId/retainer: the agreement (null when none was ever made), its
 * balance (contracts' retainerBalance in AED text) and the payments into it.
 */
export interface RetainerAnswer {
  caseId: number;
  agreement: Pick<RetainerDocument, 'clientId' | 'active' | 'amount' | 'replenishBelow' | 'agreedOn' | 'endedOn' | 'version'> | null;
  deposited: string;
  drawn: string;
  held: string;
  due: string;
  payments: RetainerPaymentAnswer[];
}
