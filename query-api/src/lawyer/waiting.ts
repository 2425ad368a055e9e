import { waitingDeadlines, type RecordedTrigger, type WaitingDeadline, type WaitingRule } from '@lawfirm/contracts';
import type { ReadModelStore } from '@lawfirm/platform';

/**
 * The deadlines these minutes wait to open (contracts' waitingDeadlines, from the firm's rules, the
 * case type's category and the deadlines the minutes have: a withdrawn one opens again with them).
 */
export async function waitingOf(
  readStore: ReadModelStore, minutes: Record<string, unknown> | null, caseDoc: Record<string, unknown> | null, trigger?: RecordedTrigger, knownRules?: WaitingRule[],
): Promise<WaitingDeadline[]> {
  if (!minutes || !caseDoc || minutes.rulingNotificationDate) return [];
  const rules = knownRules ?? (await notificationRules(readStore));
  if (!rules.length) return [];
  const caseType = caseDoc.caseTypeId ? await readStore.collection('case_types').findOne({ id: caseDoc.caseTypeId }) : null;
  const opened = (await readStore.collection('deadlines').find({ minutesId: minutes.id })).filter((d) => d.status !== 'withdrawn').map((d) => d.ruleId as number);
  return waitingDeadlines({ minutes, caseCategory: (caseType?.caseCategory as string | null | undefined) ?? null, rules, openedRuleIds: opened, trigger }).map((r) => ({
    ruleId: r.id, trigger: r.trigger, nameEn: r.nameEn, nameAr: r.nameAr,
  }));
}

/** the active rules counted from the notification date: read once for a list of rulings */
export const notificationRules = async (readStore: ReadModelStore) => (await readStore.collection('deadline_rules').find({ isActive: true, countFrom: 'notification_date' })) as unknown as WaitingRule[];
