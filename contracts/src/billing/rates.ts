import { z } from 'zod';
import { declareEvent, whole, type EventOf } from '../events/typed.js';
import type { Fils } from './money.js';

/** The firm's rate card: every hourly rate it has set, one stream. */
export const RATE_CARD_STREAM = 'billing-rates';

/** what a rate is set for, the most specific first: a case, a client (the case's plaintiffs), a lawyer (an employee), a role (the lawyer's) */
export const rateScopes = ['case', 'client', 'lawyer', 'role'] as const;
export type RateScope = (typeof rateScopes)[number];

/** a rate's id in the API: its scope and the id of what it is set for (`case-12`) */
export const rateId = (scope: RateScope, scopeId: number) => `${scope}-${scopeId}`;
export const parseRateId = (id: string): { scope: RateScope; scopeId: number } | null => {
  const m = /^(case|client|lawyer|role)-([1-9]\d{0,15})$/.exec(id);
  return m ? { scope: m[1] as RateScope, scopeId: Number(m[2]) } : null;
};

const scoped = { scope: z.enum(rateScopes), scopeId: whole(1) };
/** the hourly rate in fils of a scope, from now on (it replaces the scope's rate before) */
export const HourlyRateSet = declareEvent('HourlyRateSet', 1, z.strictObject({ ...scoped, rateFils: whole(0) }));
/** the scope has no rate of its own any more: a less specific one applies */
export const HourlyRateRemoved = declareEvent('HourlyRateRemoved', 1, z.strictObject(scoped));
export type RateCardEvent = EventOf<typeof HourlyRateSet> | EventOf<typeof HourlyRateRemoved>;

export interface HourlyRate {
  scope: RateScope;
  scopeId: number;
  rateFils: Fils;
}

/** the card after one of its events (a rate set replaces its scope's) */
export function rateCardAfter(card: readonly HourlyRate[], event: RateCardEvent): HourlyRate[] {
  const others = card.filter((r) => r.scope !== event.data.scope || r.scopeId !== event.data.scopeId);
  return event.type === 'HourlyRateSet' ? [...others, { scope: event.data.scope, scopeId: event.data.scopeId, rateFils: event.data.rateFils }] : others;
}

/** what decides a time entry's rate: the case, its clients (its plaintiffs), whose time it is and the role they hold */
export interface RateFacts {
  /** null: time on a file or a consultation (the client's, the lawyer's or their role's rate applies) */
  caseId: number | null;
  clientIds: readonly number[];
  lawyerId: number;
  roleId: number | null;
}

/** the rate that applies and where it comes from */
export interface AppliedRate {
  rateFils: Fils;
  scope: RateScope;
  scopeId: number;
}

/**
 * The hourly rate that applies to a lawyer's time on a case: the most specific the card has, the
 * case's, then its client's, then the lawyer's, then their role's; null when none applies. A case
 * of several clients each with a rate takes the lowest of them (the one fewest fils, then the
 * lowest client id), whatever the order its plaintiffs are listed in.
 */
export function applicableRate(card: readonly HourlyRate[], facts: RateFacts): AppliedRate | null {
  const ids: Record<RateScope, readonly number[]> = {
    case: facts.caseId === null ? [] : [facts.caseId],
    client: facts.clientIds,
    lawyer: [facts.lawyerId],
    role: facts.roleId === null ? [] : [facts.roleId],
  };
  for (const scope of rateScopes) {
    const found = card
      .filter((r) => r.scope === scope && ids[scope].includes(r.scopeId))
      .sort((a, b) => a.rateFils - b.rateFils || a.scopeId - b.scopeId);
    if (found.length) return { rateFils: found[0].rateFils, scope, scopeId: found[0].scopeId };
  }
  return null;
}

/** A rate of the card as GET /api/billing/rates answers it (a `billing_rates` document). */
export interface RateAnswer {
  /** its scope and the record's id: "case-12" */
  id: string;
  scope: RateScope;
  scopeId: number;
  rateFils: number;
  /** in AED, "600.00" */
  rate: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The rate the firm's card applies to a lawyer's time on a case, as GET /api/billing/rates/applicable answers it. */
export interface ApplicableRateAnswer {
  caseId: number;
  lawyerId: number;
  /** in AED, "600.00"; null when none applies */
  rate: string | null;
  scope: RateScope | null;
  scopeId: number | null;
}
