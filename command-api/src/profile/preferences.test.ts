import { describe, it } from 'vitest';
import { defaultPreferences } from '@lawfirm/contracts';
import { deciderSpec } from '../framework/spec.js';
import { calendarFeedDecider, preferencesDecider } from './preferences.js';

const spec = deciderSpec(preferencesDecider);
const arabic = { language: 'ar' as const, emailReminders: ['deadline_missed' as const], hijri: true, digits: 'arab' as const };

describe('a user\'s preferences', () => {
  it('given none, when the user chooses Arabic with Arabic-Indic digits and one e-mail, then the whole choice is recorded', () => {
    spec.given([]).when({ type: 'SetPreferences', userType: 'employee', userId: 7, preferences: arabic })
      .then([{ type: 'PreferencesSet', data: { userType: 'employee', userId: 7, ...arabic } }]);
  });

  it('given none, when the user saves the defaults, then nothing is recorded', () => {
    spec.given([]).when({ type: 'SetPreferences', userType: 'admin', userId: 1, preferences: defaultPreferences }).then([]);
  });

  it('given Arabic, when the user saves the same choices again, then nothing is recorded', () => {
    spec.given([{ type: 'PreferencesSet', data: { userType: 'employee', userId: 7, ...arabic } }])
      .when({ type: 'SetPreferences', userType: 'employee', userId: 7, preferences: arabic }).then([]);
  });

  it('given Arabic, when the user goes back to English, then the new choice is recorded', () => {
    spec.given([{ type: 'PreferencesSet', data: { userType: 'employee', userId: 7, ...arabic } }])
      .when({ type: 'SetPreferences', userType: 'employee', userId: 7, preferences: { ...arabic, language: 'en' } })
      .then([{ type: 'PreferencesSet', data: { userType: 'employee', userId: 7, ...arabic, language: 'en' } }]);
  });
});

describe('a user\'s calendar feed', () => {
  it('given one rotation, when the user asks for a new address, then one more rotation is recorded', () => {
    deciderSpec(calendarFeedDecider).given([{ type: 'CalendarFeedRotated', data: { userType: 'employee', userId: 7 } }])
      .when({ type: 'RotateCalendarFeed', userType: 'employee', userId: 7 })
      .then([{ type: 'CalendarFeedRotated', data: { userType: 'employee', userId: 7 } }]);
  });
});
