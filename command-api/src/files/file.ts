import { FileAttachmentAdded, type fileAttachmentCategories, FileClosed, FileDetailsRevised, type FileEvent, type FileInput, FileOpened, LawyerAssignedToFile, LawyerUnassignedFromFile } from '@lawfirm/contracts';
import type { BlobRef } from '@lawfirm/platform';
import { DomainError, typedDecider } from '../framework/decider.js';

export type FileFields = Omit<FileInput, 'responsibleLawyers' | 'attachments' | 'version'> & { fileNumber: string };
export interface Assignment {
  id: number;
  role: 'responsible' | 'supervisor';
}
export interface NewAttachment {
  attachmentId: string;
  category: (typeof fileAttachmentCategories)[number];
  file: BlobRef;
}
export interface Actor {
  userType: 'admin' | 'employee';
  id: number;
}

/** A client file: its details, its lawyers (each once, as responsible or supervisor), its attachments. */
export interface FileState {
  exists: boolean;
  closed: boolean;
  id: number;
  fields: Partial<FileFields>;
  lawyers: Assignment[];
  version: number;
  createdAt: string;
}

export type FileCommand =
  | { type: 'OpenFile'; fileId: number; fields: FileFields; lawyers: Assignment[]; attachments: NewAttachment[]; clientHasAgreement: boolean }
  | { type: 'ReviseFile'; actor: Actor; fields: FileFields; lawyers: Assignment[]; clientHasAgreement: boolean }
  | { type: 'AddFileAttachments'; actor: Actor; attachments: NewAttachment[] }
  | { type: 'CloseFile'; actor: Actor };

const editable = ['subject', 'notes', 'caseDirection', 'clientId', 'departmentId', 'officeId'] as const;

export const isAssigned = (state: Pick<FileState, 'lawyers'>, actor: Actor) => actor.userType === 'admin' || state.lawyers.some((l) => l.id === actor.id);

function assertOnce(lawyers: Assignment[]) {
  if (new Set(lawyers.map((l) => l.id)).size !== lawyers.length) throw new DomainError('validation_failed', 'validation.lawyerTwice');
}

export const fileDecider = typedDecider<FileState, FileCommand, FileEvent>({
  initialState: { exists: false, closed: false, id: 0, fields: {}, lawyers: [], version: 0, createdAt: '' },
  everyEvent: (state, { revision }) => ({ ...state, version: revision + 1 }),
  evolve: {
    FileOpened: (state, { fileId, ...fields }, { time }) => ({ ...state, exists: true, id: fileId, fields, createdAt: time }),
    FileDetailsRevised: (state, { fileId: _f, ...fields }) => ({ ...state, fields: { ...state.fields, ...fields } }),
    LawyerAssignedToFile: (state, d) => ({ ...state, lawyers: [...state.lawyers.filter((l) => l.id !== d.lawyerId), { id: d.lawyerId, role: d.role }] }),
    LawyerUnassignedFromFile: (state, d) => ({ ...state, lawyers: state.lawyers.filter((l) => l.id !== d.lawyerId) }),
    FileAttachmentAdded: (state) => state,
    FileClosed: (state) => ({ ...state, closed: true }),
  },
  decide: {
    OpenFile(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      if (!command.clientHasAgreement) throw new DomainError('validation_failed', 'files.needsAgreement');
      assertOnce(command.lawyers);
      const fileId = command.fileId;
      return [
        FileOpened.of({ fileId, ...command.fields }),
        ...command.lawyers.map((l): FileEvent => LawyerAssignedToFile.of({ fileId, lawyerId: l.id, role: l.role })),
        ...command.attachments.map((a): FileEvent => FileAttachmentAdded.of({ fileId, ...a })),
      ];
    },
    CloseFile(command, state) {
      const fileId = open(state);
      if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.onlyResponsibleMayDelete');
      return [FileClosed.of({ fileId, reason: null })];
    },
    AddFileAttachments(command, state) {
      const fileId = open(state);
      if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.notYours');
      return command.attachments.map((a) => FileAttachmentAdded.of({ fileId, ...a }));
    },
    ReviseFile(command, state) {
      const fileId = open(state);
      if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.notYours');
      assertOnce(command.lawyers);
      if (command.fields.clientId !== state.fields.clientId && !command.clientHasAgreement) throw new DomainError('validation_failed', 'files.needsAgreement');
      const changed: Partial<FileFields> = Object.fromEntries(editable.filter((f) => command.fields[f] !== state.fields[f]).map((f) => [f, command.fields[f]]));
      const events: FileEvent[] = Object.keys(changed).length ? [FileDetailsRevised.of({ fileId, ...changed })] : [];
      const next = new Map(command.lawyers.map((l) => [l.id, l.role]));
      for (const l of state.lawyers) if (next.get(l.id) !== l.role) events.push(LawyerUnassignedFromFile.of({ fileId, lawyerId: l.id }));
      for (const l of command.lawyers) if (!state.lawyers.some((x) => x.id === l.id && x.role === l.role)) events.push(LawyerAssignedToFile.of({ fileId, lawyerId: l.id, role: l.role }));
      return events;
    },
  },
});

/** the file's id, refused as not found when it was never opened or is closed */
function open(state: FileState) {
  if (!state.exists || state.closed) throw new DomainError('not_found', 'error.notFound');
  return state.id;
}
