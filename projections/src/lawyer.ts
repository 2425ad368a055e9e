import { caseViews, ConflictOverridden, without, type DeclaredEvent, type FileAttachmentEvent, type FileEvent } from '@lawfirm/contracts';
import { viewProjection } from './view.js';
import { handlersOf, stamp, textIndex, type Projection } from './projection.js';

/** Files and their attachments. A lawyer sees the files listing them in `lawyerIds`. */
export const filesProjection: Projection = {
  name: 'files',
  collections: ['files', 'file_documents'],
  indexes: { files: [{ id: 1 }, { clientId: 1 }, { createdAt: -1 }, textIndex('fileNumber', 'subject', 'notes')], file_documents: [{ fileId: 1 }] },
  handlers: handlersOf<FileEvent | FileAttachmentEvent | DeclaredEvent<typeof ConflictOverridden.type>>({
    FileOpened: async (e, store) => {
      const { fileId, ...fields } = e.data;
      await store.collection('files').replaceOne(
        { id: fileId },
        { id: fileId, ...fields, responsibleLawyers: [], lawyerIds: [], createdAt: e.metadata.time, ...stamp(e) },
        { upsert: true },
      );
    },
    FileDetailsRevised: async (e, store) => {
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { ...without(e.data, 'fileId'), ...stamp(e) } });
    },
    LawyerAssignedToFile: async (e, store) => {
      const file = await store.collection('files').findOne({ id: e.data.fileId });
      if (!file) return;
      const lawyers = [...(file.responsibleLawyers as { id: number }[]).filter((l) => l.id !== e.data.lawyerId), { id: e.data.lawyerId, role: e.data.role }];
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { responsibleLawyers: lawyers, lawyerIds: lawyers.map((l) => l.id), ...stamp(e) } });
    },
    LawyerUnassignedFromFile: async (e, store) => {
      const file = await store.collection('files').findOne({ id: e.data.fileId });
      if (!file) return;
      const lawyers = (file.responsibleLawyers as { id: number }[]).filter((l) => l.id !== e.data.lawyerId);
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: { responsibleLawyers: lawyers, lawyerIds: lawyers.map((l) => l.id), ...stamp(e) } });
    },
    FileAttachmentAdded: async (e, store) => {
      const f = e.data.file;
      await store.collection('file_documents').replaceOne(
        { id: e.data.attachmentId },
        { id: e.data.attachmentId, fileId: e.data.fileId, fileName: f.filename, fileSize: f.size, mimeType: f.contentType, category: e.data.category, file: f, createdAt: e.metadata.time },
        { upsert: true },
      );
      await store.collection('files').updateOne({ id: e.data.fileId }, { $set: stamp(e) });
    },
    FileAttachmentRenamed: async (e, store) => {
      await store.collection('file_documents').updateOne({ id: e.data.attachmentId }, { $set: { fileName: e.data.name } });
    },
    FileAttachmentRemoved: async (e, store) => {
      await store.collection('file_documents').deleteOne({ id: e.data.attachmentId });
    },
    // on the file's stream only the version moves (the event is also a client's and a case's)
    ConflictOverridden: async (e, store) => {
      if (e.data.fileId) await store.collection('files').updateOne({ id: e.data.fileId }, { $set: stamp(e) });
    },
    FileClosed: async (e, store) => {
      await store.collection('files').deleteOne({ id: e.data.fileId });
      await store.collection('file_documents').deleteMany({ fileId: e.data.fileId });
    },
  }),
};

/** Cases, their updates, hearings, appointments, documents and minutes: the case views, persisted. */
export const casesProjection = viewProjection('cases', caseViews, {
  // what the case list filters by (status and priority together), sorts by, and a lawyer's scope: a page of a large
  // firm's list walks its sort's index, or narrows to its filter, instead of sorting every match
  cases: [
    { status: 1, priority: 1 }, { priority: 1 }, { lawyerIds: 1 }, { createdAt: -1 }, { 'plaintiffs.clientId': 1 }, { caseNumber: 1 }, { titleEn: 1 }, { titleAr: 1 },
    textIndex('caseNumber', 'titleEn', 'titleAr'),
  ],
  case_updates: [{ caseId: 1 }],
  hearings: [{ caseId: 1 }, { hearingDate: 1 }],
  appointments: [{ caseId: 1 }, { date: 1, time: 1 }, { type: 1, date: 1, time: 1 }],
  case_documents: [{ caseId: 1 }],
  hearing_minutes: [{ hearingId: 1 }],
  minutes_documents: [{ minutesId: 1 }],
});
