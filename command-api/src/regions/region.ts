import type { RegionInput } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

/** The region aggregate: an emirate or area the firm works in. Stream `region-{id}`. */
export interface RegionState {
  exists: boolean;
  removed: boolean;
  id: number;
  nameEn: string;
  nameAr: string;
  code: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type RegionCommand =
  | { type: 'AddRegion'; regionId: number; input: RegionInput }
  | { type: 'ReviseRegion'; regionId: number; input: RegionInput }
  | { type: 'RemoveRegion'; regionId: number };

const initialState: RegionState = { exists: false, removed: false, id: 0, nameEn: '', nameAr: '', code: '', version: 0, createdAt: '', updatedAt: '' };

const fields = ['nameEn', 'nameAr', 'code'] as const;

export const regionDecider: Decider<RegionState, RegionCommand> = {
  initialState,
  evolve(state, event, { time, revision }) {
    const d = event.data as Partial<RegionState> & { regionId: number };
    const base = { ...state, version: revision + 1, updatedAt: time };
    switch (event.type) {
      case 'RegionAdded':
        return { ...base, exists: true, id: d.regionId, nameEn: d.nameEn!, nameAr: d.nameAr!, code: d.code!, createdAt: time };
      case 'RegionRevised':
        return { ...base, ...Object.fromEntries(fields.filter((f) => d[f] !== undefined).map((f) => [f, d[f]])) };
      case 'RegionRemoved':
        return { ...base, removed: true };
      default:
        return state;
    }
  },
  decide(command, state): DomainEvent[] {
    switch (command.type) {
      case 'AddRegion': {
        if (state.exists) throw new DomainError('conflict', 'error.conflict');
        const { nameEn, nameAr, code } = command.input;
        return [{ type: 'RegionAdded', data: { regionId: command.regionId, nameEn, nameAr, code } }];
      }
      case 'ReviseRegion': {
        if (!state.exists || state.removed) throw new DomainError('not_found', 'error.notFound');
        const changed = Object.fromEntries(fields.filter((f) => command.input[f] !== state[f]).map((f) => [f, command.input[f]]));
        return Object.keys(changed).length ? [{ type: 'RegionRevised', data: { regionId: command.regionId, ...changed } }] : [];
      }
      case 'RemoveRegion':
        if (!state.exists || state.removed) throw new DomainError('not_found', 'error.notFound');
        return [{ type: 'RegionRemoved', data: { regionId: command.regionId } }];
    }
  },
};

export function regionRecord(s: RegionState) {
  return { id: s.id, nameEn: s.nameEn, nameAr: s.nameAr, code: s.code, version: s.version, createdAt: s.createdAt, updatedAt: s.updatedAt };
}
