/**
 * Read-model generations: a rebuild never drops the read models people are reading. It takes the
 * rebuild lease, builds every read model into collections of a new generation (`g3.cases`) beside
 * the live ones, and switches the current generation to it once caught up with the log; readers
 * follow the switch and the old generation is dropped after a grace period. Generation 0 is the
 * collections under their plain names (a deployment that never rebuilt this way).
 *
 * This module decides, purely: which generation a rebuild builds, whether it may switch, which
 * collections are obsolete. The state lives in one document of the read store, written
 * compare-and-set on its `version` (readstore/generational.ts).
 */

/** the control collection: never part of a generation */
export const GENERATIONS_COLLECTION = '_read_model_generations';

export interface RebuildLease {
  holder: string;
  /** the generation being built */
  building: number;
  /** epoch ms; a lease not renewed by then is abandoned and may be taken */
  expiresAt: number;
}

export interface GenerationsState {
  /** the generation readers read and the projections keep current */
  current: number;
  /** the greatest generation ever handed out: an abandoned rebuild's number is never reused */
  highest: number;
  lease: RebuildLease | null;
  /** the generation switched away from, and when: readers may still read it for a grace period */
  previous: { generation: number; switchedAt: number } | null;
}

export const initialGenerations: GenerationsState = { current: 0, highest: 0, lease: null, previous: null };

export type GenerationsCommand =
  | { type: 'BeginRebuild'; holder: string; now: number; leaseMs: number }
  | { type: 'RenewLease'; holder: string; now: number; leaseMs: number }
  | { type: 'SwitchGeneration'; holder: string; now: number }
  | { type: 'AbandonRebuild'; holder: string };

export type GenerationsEvent =
  | { type: 'RebuildBegun'; holder: string; building: number; expiresAt: number }
  | { type: 'LeaseRenewed'; holder: string; expiresAt: number }
  | { type: 'GenerationSwitched'; from: number; to: number; at: number }
  | { type: 'RebuildAbandoned'; holder: string; building: number };

export class GenerationsRefused extends Error {
  override readonly name = 'GenerationsRefused';
  constructor(
    readonly reason: 'rebuild_running' | 'lease_lost',
    message: string,
  ) {
    super(message);
  }
}

const liveLease = (state: GenerationsState, now: number) => (state.lease && state.lease.expiresAt > now ? state.lease : null);

function heldBy(state: GenerationsState, holder: string, now: number): RebuildLease {
  const lease = liveLease(state, now);
  if (!lease || lease.holder !== holder) throw new GenerationsRefused('lease_lost', `the rebuild lease is no longer held by ${holder}`);
  return lease;
}

export function decide(state: GenerationsState, command: GenerationsCommand): GenerationsEvent[] {
  switch (command.type) {
    case 'BeginRebuild': {
      const running = liveLease(state, command.now);
      if (running)
        throw new GenerationsRefused('rebuild_running', `a rebuild by ${running.holder} holds the lease until ${new Date(running.expiresAt).toISOString()}`);
      return [{ type: 'RebuildBegun', holder: command.holder, building: Math.max(state.highest, state.current) + 1, expiresAt: command.now + command.leaseMs }];
    }
    case 'RenewLease':
      heldBy(state, command.holder, command.now);
      return [{ type: 'LeaseRenewed', holder: command.holder, expiresAt: command.now + command.leaseMs }];
    case 'SwitchGeneration': {
      const lease = heldBy(state, command.holder, command.now);
      return [{ type: 'GenerationSwitched', from: state.current, to: lease.building, at: command.now }];
    }
    case 'AbandonRebuild':
      // an expired lease is still ours to give back when nobody took it
      if (!state.lease || state.lease.holder !== command.holder) return [];
      return [{ type: 'RebuildAbandoned', holder: command.holder, building: state.lease.building }];
  }
}

export function evolve(state: GenerationsState, event: GenerationsEvent): GenerationsState {
  switch (event.type) {
    case 'RebuildBegun':
      return { ...state, highest: event.building, lease: { holder: event.holder, building: event.building, expiresAt: event.expiresAt } };
    case 'LeaseRenewed':
      return state.lease ? { ...state, lease: { ...state.lease, expiresAt: event.expiresAt } } : state;
    case 'GenerationSwitched':
      return { ...state, current: event.to, lease: null, previous: { generation: event.from, switchedAt: event.at } };
    case 'RebuildAbandoned':
      return { ...state, lease: null };
  }
}

const PHYSICAL = /^g([1-9]\d*)\.(.+)$/;

/** the collection that holds read model `name` in `generation` */
export const physicalName = (generation: number, name: string) => (generation === 0 ? name : `g${generation}.${name}`);

/** which generation and read model a stored collection is; null for the control collection and the database's own */
export function parsePhysicalName(physical: string): { generation: number; name: string } | null {
  if (physical === GENERATIONS_COLLECTION || physical.startsWith('system.')) return null;
  const m = PHYSICAL.exec(physical);
  return m ? { generation: Number(m[1]), name: m[2]! } : { generation: 0, name: physical };
}

/**
 * The stored collections no reader or builder needs: every generation but the current one, the
 * one a live lease is building, and the one switched away from less than `graceMs` ago (readers
 * that have not seen the switch yet still read it).
 */
export function obsoleteCollections(state: GenerationsState, stored: readonly string[], now: number, graceMs: number): string[] {
  const keep = new Set([state.current]);
  const building = liveLease(state, now)?.building;
  if (building !== undefined) keep.add(building);
  if (state.previous && now < state.previous.switchedAt + graceMs) keep.add(state.previous.generation);
  return stored.filter((physical) => {
    const parsed = parsePhysicalName(physical);
    return parsed !== null && !keep.has(parsed.generation);
  });
}
