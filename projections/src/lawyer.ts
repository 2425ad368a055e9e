import type { RecordedEvent } from '@lawfirm/platform';
import { stamp, type Projection } from './projection.js';

type E = RecordedEvent<Record<string, any>>;
const without = (d: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(d).filter(([k]) => !keys.includes(k)));

/** Files and their attachments. A lawyer sees the files listing them in `lawyerIds`. */
export const filesProjection: Projection = {
  name: 'files',
  collections: ['files', 'file_documents'],
  indexes: { files: [{ id: 1 }, { clientId: 1 }], file_documents: [{ fileId: 1 }] },
  handlers: {
    FileOpened: async (e: E, store) => {
      await store.collection('files').replaceOne(
        { id: e.data.fileId },
        { id: e.data.fileId, ...without(e.data, 'fileId'), responsibleLawyers: [], lawyerIds: [], createdAt: e.metadata.time, ...stamp(e) },
        { upsert: true },
      );
    },
    FileDetailsRevised: async (e: E, store) => {
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { ...without(e.data, 'fileId'), ...stamp(e) } });
    },
    LawyerAssignedToFile: async (e: E, store) => {
      const file = await store.collection('files').findOne({ id: e.data.fileId });
      if (!file) return;
      const lawyers = [...(file.responsibleLawyers as { id: number }[]).filter((l) => l.id !== e.data.lawyerId), { id: e.data.lawyerId, role: e.data.role }];
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { responsibleLawyers: lawyers, lawyerIds: lawyers.map((l) => l.id), ...stamp(e) } });
    },
    LawyerUnassignedFromFile: async (e: E, store) => {
      const file = await store.collection('files').findOne({ id: e.data.fileId });
      if (!file) return;
      const lawyers = (file.responsibleLawyers as { id: number }[]).filter((l) => l.id !== e.data.lawyerId);
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { responsibleLawyers: lawyers, lawyerIds: lawyers.map((l) => l.id), ...stamp(e) } });
    },
    FileAttachmentAdded: async (e: E, store) => {
      const f = e.data.file;
      await store.collection('file_documents').replaceOne(
        { id: e.data.attachmentId },
        { id: e.data.attachmentId, fileId: e.data.fileId, fileName: f.filename, fileSize: f.size, mimeType: f.contentType, category: e.data.category, file: f, createdAt: e.metadata.time },
        { upsert: true },
      );
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: stamp(e) });
    },
    FileClosed: async (e: E, store) => {
      await store.collection('files').deleteOne({ id: e.data.fileId });
      await store.collection('file_documents').deleteMany({ fileId: e.data.fileId });
    },
  },
};

/** Cases, their updates, hearings, appointments and documents. */
export const casesProjection: Projection = {
  name: 'cases',
  collections: ['cases', 'case_updates', 'hearings', 'appointments', 'case_documents'],
  indexes: {
    cases: [{ id: 1 }],
    case_updates: [{ caseId: 1 }],
    hearings: [{ id: 1 }, { caseId: 1 }],
    appointments: [{ id: 1 }, { caseId: 1 }],
    case_documents: [{ id: 1 }, { caseId: 1 }],
  },
  handlers: {
    CaseOpened: async (e: E, store) => {
      await store.collection('cases').replaceOne({ id: e.data.caseId }, { id: e.data.caseId, ...without(e.data, 'caseId'), createdAt: e.metadata.time, ...stamp(e) }, { upsert: true });
    },
    CaseDetailsRevised: async (e: E, store) => {
      await store.collection('cases').updateOne({ id: e.data.caseId }, { $set: { ...without(e.data, 'caseId'), ...stamp(e) } });
    },
    CaseStatusChanged: async (e: E, store) => {
      await store.collection('cases').updateOne({ id: e.data.caseId }, { $set: { status: e.data.to, ...stamp(e) } });
    },
    CaseUpdateLogged: async (e: E, store) => {
      await store.collection('case_updates').replaceOne(
        { id: e.data.updateId },
        { id: e.data.updateId, caseId: e.data.caseId, updateType: e.data.updateType, updateText: e.data.updateText, createdAt: e.metadata.time, createdBy: e.metadata.userId, createdByType: e.metadata.userType },
        { upsert: true },
      );
      await store.collection('cases').updateOne({ id: e.data.caseId }, { $set: stamp(e) });
    },
    HearingScheduled: async (e: E, store) => {
      await store.collection('hearings').replaceOne(
        { id: e.data.hearingId },
        { id: e.data.hearingId, ...without(e.data, 'hearingId'), status: 'Scheduled', documents: [], minutesFile: null, createdAt: e.metadata.time, ...stamp(e) },
        { upsert: true },
      );
    },
    HearingRescheduled: async (e: E, store) => {
      await store.collection('hearings').updateOne({ id: e.data.hearingId }, { $set: { hearingDate: e.data.hearingDate, hearingTime: e.data.hearingTime, ...stamp(e) } });
    },
    HearingDetailsRevised: async (e: E, store) => {
      await store.collection('hearings').updateOne({ id: e.data.hearingId }, { $set: { ...without(e.data, 'hearingId', 'caseId'), ...stamp(e) } });
    },
    // a cancelled hearing leaves the case with its documents and minutes file
    HearingCancelled: async (e: E, store) => {
      await store.collection('hearings').deleteOne({ id: e.data.hearingId });
    },
    HearingDocumentsFiled: async (e: E, store) => {
      const hearing = await store.collection('hearings').findOne({ id: e.data.hearingId });
      if (!hearing) return;
      const known = new Set((hearing.documents as { position: number; index: number }[]).map((d) => `${d.position}:${d.index}`));
      const added = (e.data.documents as Record<string, unknown>[])
        .map((file, index) => ({ ...file, index, position: e.position, description: e.data.description, uploadedAt: e.metadata.time }))
        .filter((d) => !known.has(`${d.position}:${d.index}`));
      await store.collection('hearings').updateOne({ id: e.data.hearingId }, { $set: { documents: [...(hearing.documents as unknown[]), ...added], ...stamp(e) } });
    },
    HearingMinutesFileAttached: async (e: E, store) => {
      await store.collection('hearings').updateOne({ id: e.data.hearingId }, { $set: { minutesFile: { ...e.data.file, uploadedAt: e.metadata.time }, ...stamp(e) } });
    },
    AppointmentScheduled: async (e: E, store) => {
      await store.collection('appointments').replaceOne(
        { id: e.data.appointmentId },
        {
          id: e.data.appointmentId, ...without(e.data, 'appointmentId'), notes: null, createdAt: e.metadata.time, createdBy: e.metadata.userId,
          // tasks made by automation keep the rule and the event that caused them
          source: String(e.metadata.command ?? '').startsWith('AutomatedTask:') ? { ruleId: Number(String(e.metadata.command).split(':')[1]), eventId: e.metadata.causationId } : null,
          ...stamp(e),
        },
        { upsert: true },
      );
    },
    AppointmentStatusChanged: async (e: E, store) => {
      await store.collection('appointments').updateOne({ id: e.data.appointmentId }, { $set: { status: e.data.status, ...(e.data.notes ? { notes: e.data.notes } : {}), ...stamp(e) } });
    },
    CaseDocumentFiled: async (e: E, store) => {
      const f = e.data.file;
      await store.collection('case_documents').replaceOne(
        { id: e.data.documentId },
        { id: e.data.documentId, caseId: e.data.caseId, name: e.data.name, category: e.data.category, categoryId: e.data.categoryId, fileName: f.filename, fileSize: f.size, mimeType: f.contentType, file: f, createdAt: e.metadata.time },
        { upsert: true },
      );
    },
  },
};
