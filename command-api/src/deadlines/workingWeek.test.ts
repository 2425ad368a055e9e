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

  it('given the default court hours, when the firm sets 08:00 AM to 05:00 PM, then they are set; set again, nothing changes', () => {
    const hours = { opens: '08:00 AM', closes: '05:00 PM' };
    spec.given([]).when({ type: 'SetCourtHours', courtHours: hours }).then([{ type: 'CourtHoursSet', data: hours }]);
    spec.given([{ type: 'CourtHoursSet', data: hours }]).when({ type: 'SetCourtHours', courtHours: hours }).then([]);
    spec.given([]).when({ type: 'SetCourtHours', courtHours: { opens: '07:30 AM', closes: '03:30 PM' } }).then([]);
  });
});
