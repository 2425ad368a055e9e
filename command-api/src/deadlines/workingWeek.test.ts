import { describe, it } from 'vitest';
import { upcast } from '@lawfirm/contracts';
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

  it('given the default court hours, when the firm sets 08:00 to 17:00, then they are set; set again, nothing changes', () => {
    const hours = { opens: '08:00', closes: '17:00' };
    spec.given([]).when({ type: 'SetCourtHours', courtHours: hours }).then([{ type: 'CourtHoursSet', data: hours }]);
    spec.given([{ type: 'CourtHoursSet', data: hours }]).when({ type: 'SetCourtHours', courtHours: hours }).then([]);
    spec.given([]).when({ type: 'SetCourtHours', courtHours: { opens: '07:30', closes: '15:30' } }).then([]);
    // hours recorded as '08:00 AM' before times were kept 24-hour are the same hours
    spec.given([{ type: 'CourtHoursSet', data: upcast('CourtHoursSet', 1, { opens: '08:00 AM', closes: '05:00 PM' }).data }]).when({ type: 'SetCourtHours', courtHours: hours }).then([]);
  });
});
