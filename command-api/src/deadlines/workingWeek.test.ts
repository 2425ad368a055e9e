import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { workingWeekDecider } from './workingWeek.js';

const spec = deciderSpec(workingWeekDecider);

describe('the firm\'s working week', () => {
  it('given no setting (Saturday and Sunday), when the firm sets Friday and Saturday, then it is set', () => {
    spec.given([]).when({ type: 'SetWorkingWeek', weekendDays: ['friday', 'saturday'] }).then([{ type: 'WorkingWeekSet', data: { weekendDays: ['friday', 'saturday'] } }]);
  });

  it('given no setting, when the firm sets Saturday and Sunday, then nothing changes', () => {
    spec.given([]).when({ type: 'SetWorkingWeek', weekendDays: ['saturday', 'sunday'] }).then([]);
  });

  it('given Friday only, when the firm sets Friday only again, then nothing changes', () => {
    spec.given([{ type: 'WorkingWeekSet', data: { weekendDays: ['friday'] } }]).when({ type: 'SetWorkingWeek', weekendDays: ['friday'] }).then([]);
  });
});
