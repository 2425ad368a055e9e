import { describe, it } from 'vitest';
import { regionEvents } from '@lawfirm/contracts';
import { catalogDecider } from '../framework/catalog.js';
import { deciderSpec } from '../framework/spec.js';

const spec = deciderSpec(catalogDecider(regionEvents));
const dubai = { nameEn: 'Dubai', nameAr: 'دبي', code: 'DXB' };
const added = { type: 'RegionAdded', data: { regionId: 1, ...dubai } };

describe('region', () => {
  it('is added with its names and code', () => {
    spec.given([]).when({ type: 'Add', id: 1, input: dubai }).then([added]);
  });

  it('records only the fields a revision changes', () => {
    spec.given([added]).when({ type: 'Revise', id: 1, input: { ...dubai, nameEn: 'Dubai Emirate' } }).then([{ type: 'RegionRevised', data: { regionId: 1, nameEn: 'Dubai Emirate' } }]);
  });

  it('is removed once', () => {
    spec.given([added]).when({ type: 'Remove', id: 1 }).then([{ type: 'RegionRemoved', data: { regionId: 1 } }]);
    spec.given([added, { type: 'RegionRemoved', data: { regionId: 1 } }]).when({ type: 'Remove', id: 1 }).thenFails('not_found', 'error.notFound');
  });
});
