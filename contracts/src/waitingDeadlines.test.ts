import { describe, expect, it } from 'vitest';
import { recordedTriggers, waitingDeadlines, type WaitingRule } from './waitingDeadlines.js';

const rule = (over: Partial<WaitingRule>): WaitingRule => ({ id: 1, trigger: 'final_ruling', countFrom: 'notification_date', caseCategory: null, isActive: true, nameEn: 'Appeal', nameAr: 'استئناف', ...over });
const ruled = { rulingType: 'final', finalDecision: true, hasNextHearing: false, nextHearingDate: null, rulingNotificationDate: null };

describe('what minutes record', () => {
  it('a confirmed final ruling, a preliminary ruling and an adjournment to a dated hearing, nothing else', () => {
    expect(recordedTriggers(ruled)).toEqual(['final_ruling']);
    expect(recordedTriggers({ ...ruled, finalDecision: false })).toEqual([]);
    expect(recordedTriggers({ rulingType: 'preliminary', hasNextHearing: true, nextHearingDate: '2026-12-01' })).toEqual(['preliminary_ruling', 'hearing_adjourned']);
    expect(recordedTriggers({ rulingType: 'no_ruling', hasNextHearing: true, nextHearingDate: null })).toEqual([]);
  });
});

describe('deadlines waiting for the notification date', () => {
  const commercial = rule({ id: 1, caseCategory: 'commercial' });
  const byRulingDate = rule({ id: 2, countFrom: 'ruling_date' });
  const civil = rule({ id: 3, caseCategory: 'civil' });
  const preliminary = rule({ id: 4, trigger: 'preliminary_ruling' });
  const inactive = rule({ id: 5, isActive: false });
  const rules = [commercial, byRulingDate, civil, preliminary, inactive];

  it('given a commercial final ruling without a notification date, then the active rules counted from notification for its category (or all) wait', () => {
    expect(waitingDeadlines({ minutes: ruled, caseCategory: 'commercial', rules, openedRuleIds: [] }).map((r) => r.id)).toEqual([1]);
    expect(waitingDeadlines({ minutes: ruled, caseCategory: 'civil', rules: [...rules, rule({ id: 6 })], openedRuleIds: [] }).map((r) => r.id)).toEqual([3, 6]);
  });

  it('given the notification date, a deadline already opened, or no ruling recorded, then nothing waits', () => {
    expect(waitingDeadlines({ minutes: { ...ruled, rulingNotificationDate: '2026-11-20' }, caseCategory: 'commercial', rules, openedRuleIds: [] })).toEqual([]);
    expect(waitingDeadlines({ minutes: ruled, caseCategory: 'commercial', rules, openedRuleIds: [1] })).toEqual([]);
    expect(waitingDeadlines({ minutes: { ...ruled, finalDecision: false }, caseCategory: 'commercial', rules, openedRuleIds: [] })).toEqual([]);
  });

  it('given one occasion asked for, then only its rules', () => {
    const both = { ...ruled, rulingType: 'preliminary' };
    expect(waitingDeadlines({ minutes: both, caseCategory: null, rules, openedRuleIds: [] }).map((r) => r.id)).toEqual([4]);
    expect(waitingDeadlines({ minutes: both, caseCategory: null, rules, openedRuleIds: [], trigger: 'final_ruling' })).toEqual([]);
  });
});
