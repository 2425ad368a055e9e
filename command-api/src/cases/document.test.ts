import { describe, it } from 'vitest';
import { deciderSpec } from '../framework/spec.js';
import { caseDocumentDecider, type CaseDocumentCommand } from './document.js';

const spec = deciderSpec(caseDocumentDecider);
const file = { id: 'b1', filename: 'poa.pdf', size: 10, contentType: 'application/pdf', sha256: 'x' };
const fileIt: CaseDocumentCommand = { type: 'FileCaseDocument', documentId: 4, caseId: 12, name: 'Power of attorney', category: 'Contract', categoryId: 2, file };
const filed = { type: 'CaseDocumentFiled', data: { documentId: 4, caseId: 12, name: 'Power of attorney', category: 'Contract', categoryId: 2, file } };

describe('a document filed on a case', () => {
  it('given nothing, when a document is filed, then it is filed with its name, category and file', () => {
    spec.given([]).when(fileIt).then([filed]);
  });

  it('given a filed document, when another is filed under its id, then it is refused as a conflict', () => {
    spec.given([filed]).when({ ...fileIt, name: 'Another' }).thenFails('conflict', 'error.conflict');
  });
});
