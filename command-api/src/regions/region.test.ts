import { describe, it, expect } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { regionDecider } from './region.js';

const spec = deciderSpec(regionDecider);
const dubai = { nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' };
const added = { type: 'RegionAdded', data: { regionId: 1, ...dubai } };

describe('region', () => {
  it('is added with its names and code', () => {
    spec.given([]).when({ type: 'AddRegion', regionId: 1, input: dubai }).then([added]);
  });

  it('cannot be added twice under one id', () => {
    spec.given([added]).when({ type: 'AddRegion', regionId: 1, input: dubai }).thenFails('conflict');
  });

  it('records only the fields a revision changes', () => {
    spec
      .given([added])
      .when({ type: 'ReviseRegion', regionId: 1, input: { ...dubai, nameEn: 'Dubai Emirate' } })
      .then([{ type: 'RegionRevised', data: { regionId: 1, nameEn: 'Dubai Emirate' } }]);
  });

  it('records nothing when a revision changes nothing', () => {
    spec.given([added]).when({ type: 'ReviseRegion', regionId: 1, input: dubai }).then([]);
  });

  it('cannot be revised or removed when it does not exist', () => {
    spec.given([]).when({ type: 'ReviseRegion', regionId: 1, input: dubai }).thenFails('not_found');
    spec.given([]).when({ type: 'RemoveRegion', regionId: 1 }).thenFails('not_found');
  });

  it('cannot be removed twice', () => {
    const removed = { type: 'RegionRemoved', data: { regionId: 1 } };
    spec.given([added]).when({ type: 'RemoveRegion', regionId: 1 }).then([removed]);
    spec.given([added, removed]).when({ type: 'RemoveRegion', regionId: 1 }).thenFails('not_found');
  });

  it('counts its version from the events of its stream', () => {
    const { state } = spec.given([added, { type: 'RegionRevised', data: { regionId: 1, code: 'DU' } }]);
    expect(state.version).toBe(2);
    expect(state.code).toBe('DU');
  });
});
