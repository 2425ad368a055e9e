import type { BlobRef } from '@lawfirm/platform';
import type { FileInput } from '@lawfirm/contracts';
import { DomainError, type Decider, type DomainEvent } from '../framework/decider.js';

export type FileFields = Omit<FileInput, 'responsibleLawyers' | 'attachments' | 'version'> & { fileNumber: string };
export interface Assignment {
  id: number;
  role: 'responsible' | 'supervisor';
}
export interface NewAttachment {
  attachmentId: string;
  category: string;
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

export const fileDecider: Decider<FileState, FileCommand> = {
  initialState: { exists: false, closed: false, id: 0, fields: {}, lawyers: [], version: 0, createdAt: '' },
  evolve(state, event, { time, revision }) {
    const d = event.data as Record<string, unknown> & { fileId: number };
    const base = { ...state, version: revision + 1 };
    switch (event.type) {
      case 'FileOpened': {
        const { fileId, ...fields } = d;
        return { ...base, exists: true, id: fileId, fields: fields as Partial<FileFields>, createdAt: time };
      }
      case 'FileDetailsRevised': {
        const { fileId: _f, ...fields } = d;
        return { ...base, fields: { ...state.fields, ...(fields as Partial<FileFields>) } };
      }
      case 'LawyerAssignedToFile':
        return { ...base, lawyers: [...state.lawyers.filter((l) => l.id !== d.lawyerId), { id: d.lawyerId as number, role: d.role as Assignment['role'] }] };
      case 'LawyerUnassignedFromFile':
        return { ...base, lawyers: state.lawyers.filter((l) => l.id !== d.lawyerId) };
      case 'FileClosed':
        return { ...base, closed: true };
      default:
        return base;
    }
  },
  decide(command, state): DomainEvent[] {
    if (command.type === 'OpenFile') {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      if (!command.clientHasAgreement) throw new DomainError('validation_failed', 'files.needsAgreement');
      assertOnce(command.lawyers);
      const fileId = command.fileId;
      return [
        { type: 'FileOpened', data: { fileId, ...command.fields } },
        ...command.lawyers.map((l) => ({ type: 'LawyerAssignedToFile', data: { fileId, lawyerId: l.id, role: l.role } })),
        ...command.attachments.map((a) => ({ type: 'FileAttachmentAdded', data: { fileId, ...a } })),
      ];
    }
    if (!state.exists || state.closed) throw new DomainError('not_found', 'error.notFound');
    const fileId = state.id;
    switch (command.type) {
      case 'CloseFile':
        if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.onlyResponsibleMayDelete');
        return [{ type: 'FileClosed', data: { fileId, reason: null } }];
      case 'AddFileAttachments':
        if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.notYours');
        return command.attachments.map((a) => ({ type: 'FileAttachmentAdded', data: { fileId, ...a } }));
      case 'ReviseFile': {
        if (!isAssigned(state, command.actor)) throw new DomainError('forbidden', 'files.notYours');
        assertOnce(command.lawyers);
        if (command.fields.clientId !== state.fields.clientId && !command.clientHasAgreement) throw new DomainError('validation_failed', 'files.needsAgreement');
        const changed = Object.fromEntries(editable.filter((f) => command.fields[f] !== state.fields[f]).map((f) => [f, command.fields[f]]));
        const events: DomainEvent[] = Object.keys(changed).length ? [{ type: 'FileDetailsRevised', data: { fileId, ...changed } }] : [];
        const next = new Map(command.lawyers.map((l) => [l.id, l.role]));
        for (const l of state.lawyers) if (next.get(l.id) !== l.role) events.push({ type: 'LawyerUnassignedFromFile', data: { fileId, lawyerId: l.id } });
        for (const l of command.lawyers) if (!state.lawyers.some((x) => x.id === l.id && x.role === l.role)) events.push({ type: 'LawyerAssignedToFile', data: { fileId, lawyerId: l.id, role: l.role } });
        return events;
      }
    }
  },
};
