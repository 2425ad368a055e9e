import type { RecordedEvent } from '@lawfirm/platform';
import { stamp, type Projection } from './projection.js';

type E = RecordedEvent<Record<string, any>>;
const without = (d: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k)));

/** Minutes of hearings with their documents, and what they did to hearings and cases. */
export const minutesProjection: Projection = {
  name: 'minutes',
  collections: ['hearing_minutes', 'minutes_documents'],
  indexes: { hearing_minutes: [{ id: 1 }, { hearingId: 1 }], minutes_documents: [{ minutesId: 1 }] },
  handlers: {
    HearingMinutesRecorded: async (e: E, store) => {
      await store.collection('hearing_minutes').replaceOne(
        { id: e.data.minutesId },
        { id: e.data.minutesId, ...without(e.data, 'minutesId'), documentCount: 0, createdAt: e.metadata.time, createdBy: e.metadata.userId, ...stamp(e) },
        { upsert: true },
      );
    },
    HearingMinutesRevised: async (e: E, store) => {
      await store.collection('hearing_minutes').updateOne({ id: e.data.minutesId }, { $set: { ...without(e.data, 'minutesId'), ...stamp(e) } });
    },
    HearingMinutesRemoved: async (e: E, store) => {
      await store.collection('hearing_minutes').deleteOne({ id: e.data.minutesId });
      await store.collection('minutes_documents').deleteMany({ minutesId: e.data.minutesId });
    },
    MinutesDocumentAttached: async (e: E, store) => {
      const f = e.data.file;
      await store.collection('minutes_documents').replaceOne(
        { id: e.data.documentId },
        {
          id: e.data.documentId, minutesId: e.data.minutesId, hearingId: e.data.hearingId, caseId: e.data.caseId, originalName: e.data.originalName,
          fileName: f.filename, fileSize: f.size, mimeType: f.contentType, categoryId: e.data.categoryId, file: f, createdAt: e.metadata.time,
        },
        { upsert: true },
      );
      const count = await store.collection('minutes_documents').count({ minutesId: e.data.minutesId });
      await store.collection('hearing_minutes').updateOne({ id: e.data.minutesId }, { $set: { documentCount: count, ...stamp(e) } });
    },
    HearingAdjourned: async (e: E, store) => {
      await store.collection('hearings').updateOne({ id: e.data.hearingId }, { $set: { status: 'Adjourned', postponementReasonId: e.data.reasonId, adjournedByMinutesId: e.data.minutesId } });
    },
    FinalRulingIssued: async (e: E, store) => {
      await store.collection('cases').updateOne(
        { id: e.data.caseId },
        { $set: { finalRuling: { hearingId: e.data.hearingId, minutesId: e.data.minutesId, rulingDate: e.data.rulingDate, rulingText: e.data.rulingText, recordedAt: e.metadata.time } } },
      );
    },
  },
};
