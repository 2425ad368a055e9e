import { z } from 'zod';
import { blobRef, defineEvent, int, object, optStr, str } from '../events/registry.js';
import { idNumber, optionalText, recordVersion, requiredText } from '../validation.js';

/**
 * A client file (lawyer-portal.md "Files"), stream `file-{id}`. The spec's two readings of the
 * direction (for / withUs) are one value, `withUs`.
 */
export const caseDirections = ['withUs', 'against', 'consultation'] as const;
export const fileAttachmentCategories = ['contract', 'evidence', 'correspondence', 'legal_memo', 'court_document', 'other'] as const;
export const lawyerRoles = ['responsible', 'supervisor'] as const;

export const caseDirection = z
  .union([z.literal(''), z.null(), z.enum(['for', ...caseDirections], { error: 'validation.invalidValue' })])
  .optional()
  .transform((d) => (d === 'for' ? 'withUs' : d ? d : 'withUs'));

const json = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export const assignedLawyers = z.preprocess(
  json,
  z
    .array(
      z.object({
        id: idNumber('validation.required'),
        role: z.enum(lawyerRoles, { error: 'validation.invalidValue' }).optional().transform((r) => r ?? 'responsible'),
      }),
      { error: 'validation.invalidType' },
    )
    .max(50, { error: 'validation.tooLong' })
    .optional()
    .transform((l) => l ?? []),
);

export const fileInput = z.object({
  fileNumber: optionalText(30),
  subject: requiredText('validation.fillInRequired', 300),
  notes: optionalText(5000),
  caseDirection,
  clientId: idNumber('validation.fillInRequired'),
  departmentId: idNumber('validation.fillInRequired'),
  officeId: idNumber('validation.fillInRequired'),
  responsibleLawyers: assignedLawyers,
  /** metadata of the attachments sent as files `attachmentFiles` (same order) */
  attachments: z.preprocess(
    json,
    z
      .array(z.object({ fileName: optionalText(255), category: z.enum(fileAttachmentCategories, { error: 'validation.categoryFirst' }) }).passthrough(), { error: 'validation.invalidType' })
      .max(20, { error: 'validation.tooLong' })
      .optional()
      .transform((a) => a ?? []),
  ),
  version: recordVersion,
});
export type FileInput = z.infer<typeof fileInput>;

const fileFields = {
  fileNumber: str(30), subject: str(300), notes: optStr(5000), caseDirection: { enum: [...caseDirections] }, clientId: int(1), departmentId: int(1), officeId: int(1),
};
export const FileOpened = defineEvent({ type: 'FileOpened', version: 1, schema: object({ fileId: int(1), ...fileFields }) });
export const FileDetailsRevised = defineEvent({ type: 'FileDetailsRevised', version: 1, schema: object({ fileId: int(1), ...fileFields }, ['fileId']) });
export const LawyerAssignedToFile = defineEvent({ type: 'LawyerAssignedToFile', version: 1, schema: object({ fileId: int(1), lawyerId: int(1), role: { enum: [...lawyerRoles] } }) });
export const LawyerUnassignedFromFile = defineEvent({ type: 'LawyerUnassignedFromFile', version: 1, schema: object({ fileId: int(1), lawyerId: int(1) }) });
export const FileAttachmentAdded = defineEvent({
  type: 'FileAttachmentAdded',
  version: 1,
  schema: object({ fileId: int(1), attachmentId: str(40), category: { enum: [...fileAttachmentCategories] }, file: blobRef }),
});
export const FileClosed = defineEvent({ type: 'FileClosed', version: 1, schema: object({ fileId: int(1), reason: optStr(500) }) });

/** The number after the greatest one taken: 'FL-' and five digits (the spec's prefix-plus-five pattern). */
export function nextFileNumber(taken: unknown[]): string {
  const last = taken.reduce<number>((max, n) => Math.max(max, Number(String(n).match(/(\d+)$/)?.[1] ?? 0)), 0);
  return `FL-${String(last + 1).padStart(5, '0')}`;
}
