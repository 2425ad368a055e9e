import { addDays, can, dayIn, monthOf, type MonthTrend, type ReadModelName, type RecentActivity } from '@lawfirm/contracts';
import { answer } from '../framework/answer.js';
import type { AuditLogSource, EventStore, ReadModelStore } from '@lawfirm/platform';
import { moduleOfStream } from '../audit/access.js';
import { formerFields, wordedLogRow } from '../audit/words.js';
import { nameLookup } from '../lawyer/scope.js';

/**
 * Records of a read model added this calendar month and the one before (by their `createdAt`, days
 * in the firm's zone), among those the filter keeps; a record since removed no longer counts.
 */
export async function monthTrend(readStore: ReadModelStore, collection: ReadModelName, timezone: string, now: Date, filter: Record<string, unknown> = {}): Promise<MonthTrend> {
  const thisMonth = monthOf(dayIn(timezone, now));
  const lastMonth = monthOf(addDays(thisMonth.first, -1));
  // a day's margin either side of the zone's offset; the days themselves decide below
  const since = `${addDays(lastMonth.first, -1)}T00:00:00.000Z`;
  const docs = await readStore.collection(collection).find({ $and: [filter, { createdAt: { $gte: since } }] });
  const trend = { thisMonth: 0, lastMonth: 0 };
  for (const d of docs) {
    const day = dayIn(timezone, new Date(String(d.createdAt)));
    if (day >= thisMonth.first && day <= thisMonth.last) trend.thisMonth++;
    else if (day >= lastMonth.first && day <= lastMonth.last) trend.lastMonth++;
  }
  return trend;
}

/** how many of the log's latest events are looked through for the ones to show */
const SCAN = 500;

/**
 * The latest things people did to the firm's records, newest first, in words (who by name, what,
 * which record), as far as this admin may see them: with the roles matrix's `audit: view` every
 * record's, otherwise those of the modules they may view. The log's own bookkeeping (sign-ins,
 * reminders, unique values, links between records: streams of no module) is not an activity.
 * Each names its record as people know it now (a removed one as it last was, from its stream),
 * its days on the firm's calendar (`timezone`).
 */
export async function recentActivities(auditLog: AuditLogSource, readStore: ReadModelStore, eventStore: Pick<EventStore, 'readStream'>, principal: Parameters<typeof can>[0], timezone = 'Asia/Dubai', limit = 8): Promise<RecentActivity[]> {
  const auditor = can(principal, 'audit', 'view');
  const latest = await auditLog.find({}, { sort: { id: -1 }, limit: SCAN });
  const shown = latest.filter((r) => {
    const module = moduleOfStream(String(r.stream));
    return module !== 'audit' && r.userType !== 'system' && (auditor || can(principal, module, 'view'));
  });
  const lookup = nameLookup(readStore);
  const former = formerFields(eventStore);
  return Promise.all(
    shown.slice(0, limit).map(async (r) => {
      const w = await wordedLogRow(lookup, r, former, timezone);
      return answer<RecentActivity>()({ id: r.id, time: r.time, whoEn: w.whoEn, whoAr: w.whoAr, summaryEn: w.summaryEn, summaryAr: w.summaryAr, recordEn: w.recordEn, recordAr: w.recordAr });
    }),
  );
}
