import type { BlobRef } from '@lawfirm/platform';
import { CaseDocumentFiled, type CaseDocumentEvent } from '@lawfirm/contracts';
import { DomainError, typedDecider } from '../framework/decider.js';

/** A document filed on a case, stream `case-document-{id}` (contracts' caseDocumentStream): one fact, kept. */
export interface CaseDocumentState {
  exists: boolean;
  id: number;
}

export type CaseDocumentCommand = { type: 'FileCaseDocument'; documentId: number; caseId: number; name: string; category: string; categoryId: number | null; file: BlobRef };

export const caseDocumentDecider = typedDecider<CaseDocumentState, CaseDocumentCommand, CaseDocumentEvent>({
  initialState: { exists: false, id: 0 },
  evolve: {
    CaseDocumentFiled: (_state, d) => ({ exists: true, id: d.documentId }),
    // renamed or deleted: the documents' decider (documents/documents.ts) keeps what it needs
    CaseDocumentRenamed: (state) => state,
    CaseDocumentRemoved: (state) => state,
  },
  decide: {
    FileCaseDocument(command, state) {
      if (state.exists) throw new DomainError('conflict', 'error.conflict');
      const { type: _t, ...data } = command;
      return [CaseDocumentFiled.of(data)];
    },
  },
});
