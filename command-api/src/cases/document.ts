import type { BlobRef } from '@lawfirm/platform';
import { DomainError, type Decider } from '../framework/decider.js';

/** A document filed on a case, stream `case-document-{id}`: one fact, kept. */
export interface CaseDocumentState {
  exists: boolean;
  id: number;
}

export type CaseDocumentCommand = { type: 'FileCaseDocument'; documentId: number; caseId: number; name: string; category: string; categoryId: number | null; file: BlobRef };

export const caseDocumentDecider: Decider<CaseDocumentState, CaseDocumentCommand> = {
  initialState: { exists: false, id: 0 },
  evolve: (state, event) => (event.type === 'CaseDocumentFiled' ? { exists: true, id: (event.data as { documentId: number }).documentId } : state),
  decide(command, state) {
    if (state.exists) throw new DomainError('conflict', 'error.conflict');
    const { type: _t, ...data } = command;
    return [{ type: 'CaseDocumentFiled', data }];
  },
};
