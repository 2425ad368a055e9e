import { deadlineRuleEvents, holidayEvents, without, type CaseEvent, type DeadlineEvent } from '@lawfirm/contracts';
import type { RecordedEvent } from '@lawfirm/platform';
import { catalogProjection } from './catalog.js';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

type E = RecordedEvent<Record<string, any>>;

/**
 * Court deadlines, with their case's number, titles and lawyers (kept current when the case is
 * revised: a lawyer taken off the case no longer has its deadlines, in the lists, the calendar,
 * the feed or the reminders), and the firm's working calendar: deadline rules, holidays and the
 * working week (`id: 1`). The deadline's own stream keeps the lawyers it was opened for.
 */
export const deadlinesProjection: Projection = {
  name: 'deadlines',
  collections: ['deadlines', 'working_week'],
  indexes: { deadlines: [{ id: 1 }, { caseId: 1 }, { status: 1, dueDate: 1 }, { lawyerIds: 1 }] },
  handlers: {
    ...handlersOf<DeadlineEvent | CaseEvent>({
      DeadlineOpened: async (e, store) => {
        const c = await store.collection('cases').findOne({ id: e.data.caseId });
        await store.collection('deadlines').replaceOne(
          { id: e.data.deadlineId },
          {
            id: e.data.deadlineId, ...without(e.data, 'deadlineId'), caseNumber: c?.caseNumber ?? null, titleEn: c?.titleEn ?? null, titleAr: c?.titleAr ?? null,
            // the case's lawyers as of this event in the log (its lawyers may have changed since the reaction that opened it read the case)
            lawyerIds: Array.isArray(c?.lawyerIds) ? c.lawyerIds : e.data.lawyerIds,
            status: 'open', note: null, closedAt: null, createdAt: e.metadata.time, ...stamp(e),
          },
          { upsert: true },
        );
      },
      DeadlineMoved: async (e, store) => {
        await store.collection('deadlines').updateOne({ id: e.data.deadlineId }, { $set: { dueDate: e.data.dueDate, ...stamp(e) } });
      },
      DeadlineMet: async (e, store) => {
        await store.collection('deadlines').updateOne({ id: e.data.deadlineId }, { $set: { status: 'met', note: e.data.note, closedAt: e.metadata.time, ...stamp(e) } });
      },
      DeadlineMissed: async (e, store) => {
        await store.collection('deadlines').updateOne({ id: e.data.deadlineId }, { $set: { status: 'missed', closedAt: e.metadata.time, ...stamp(e) } });
      },
      // its ruling gone from the minutes: off the open lists and the reminders, kept for the case's story
      DeadlineWithdrawn: async (e, store) => {
        await store.collection('deadlines').updateOne({ id: e.data.deadlineId }, { $set: { status: 'withdrawn', withdrawnReason: e.data.reason, closedAt: e.metadata.time, ...stamp(e) } });
      },
      DeadlineReopened: async (e, store) => {
        await store.collection('deadlines').updateOne(
          { id: e.data.deadlineId },
          { $set: { status: 'open', fromDate: e.data.fromDate, dueDate: e.data.dueDate, withdrawnReason: null, closedAt: null, ...stamp(e) } },
        );
      },
      CaseDetailsRevised: async (e, store) => {
        const names = Object.fromEntries((['caseNumber', 'titleEn', 'titleAr', 'lawyerIds'] as const).filter((f) => e.data[f] !== undefined).map((f) => [f, e.data[f]]));
        if (Object.keys(names).length) await store.collection('deadlines').updateMany({ caseId: e.data.caseId }, { $set: names });
      },
    }),
    WorkingWeekSet: async (e: E, store) => {
      await store.collection('working_week').updateOne({ id: 1 }, { $set: { id: 1, weekendDays: e.data.weekendDays, ...stamp(e) } }, { upsert: true });
    },
    CourtHoursSet: async (e: E, store) => {
      await store.collection('working_week').updateOne({ id: 1 }, { $set: { id: 1, courtHours: { opens: e.data.opens, closes: e.data.closes }, ...stamp(e) } }, { upsert: true });
    },
  },
};

export const deadlineSettingsProjections = [
  catalogProjection('deadline_rules', deadlineRuleEvents, [{ countFrom: 1, isActive: 1 }, textIndex('nameEn', 'nameAr')]),
  catalogProjection('holidays', holidayEvents, [textIndex('nameEn', 'nameAr')]),
];
