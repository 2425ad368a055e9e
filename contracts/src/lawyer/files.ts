import { z } from 'zod';
import { declareEvent, optionalTextOf, storedBlob, text, whole, type EventOf } from '../events/typed.js';
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
  fileNumber: text(30), subject: text(300), notes: optionalTextOf(5000), caseDirection: z.enum(caseDirections), clientId: whole(1), departmentId: whole(1), officeId: whole(1),
};
/** A client file's stream (contracts' name for `file-{id}`). */
export const fileStream = (fileId: number) => `file-${fileId}`;
export const FileOpened = declareEvent('FileOpened', 1, z.strictObject({ fileId: whole(1), ...fileFields }));
/** only the fields that changed */
export const FileDetailsRevised = declareEvent('FileDetailsRevised', 1, z.strictObject({ fileId: whole(1), ...z.object(fileFields).partial().shape }));
export const LawyerAssignedToFile = declareEvent('LawyerAssignedToFile', 1, z.strictObject({ fileId: whole(1), lawyerId: whole(1), role: z.enum(lawyerRoles) }));
export const LawyerUnassignedFromFile = declareEvent('LawyerUnassignedFromFile', 1, z.strictObject({ fileId: whole(1), lawyerId: whole(1) }));
export const FileAttachmentAdded = declareEvent('FileAttachmentAdded', 1, z.strictObject({ fileId: whole(1), attachmentId: text(40), category: z.enum(fileAttachmentCategories), file: storedBlob() }));
export const FileClosed = declareEvent('FileClosed', 1, z.strictObject({ fileId: whole(1), reason: optionalTextOf(500) }));

/** A client file's events as its decider writes them (its attachments renamed or deleted: documents.ts) */
export type FileEvent =
  | EventOf<typeof FileOpened>
  | EventOf<typeof FileDetailsRevised>
  | EventOf<typeof LawyerAssignedToFile>
  | EventOf<typeof LawyerUnassignedFromFile>
  | EventOf<typeof FileAttachmentAdded>
  | EventOf<typeof FileClosed>;

/** A lawyer on a file, as the file's read model keeps them. */
export type FileLawyer = { id: number; role: (typeof lawyerRoles)[number] };

/** A `files` document (projections' filesProjection): the file as its events left it, its lawyers, its version and times. */
export type FileDocument = { id: number } & z.output<z.ZodObject<typeof fileFields>> & {
  responsibleLawyers: FileLawyer[];
  /** its lawyers' ids, what a lawyer's scope filters by */
  lawyerIds: number[];
  createdAt: string;
  version: number;
  updatedAt: string;
};

type NamesOrNull<K extends string> = { [F in `${K}En` | `${K}Ar`]: string | null };

/**
 * GET /api/lawyer/files (each row) and /api/lawyer/files/{id}: a file with the names its screens show
 * (client, department, office) and its lawyers named, the responsible one's names beside.
 */
export type FileAnswer = Omit<FileDocument, 'responsibleLawyers'> &
  NamesOrNull<'clientName'> &
  NamesOrNull<'departmentTitle'> &
  NamesOrNull<'officeName'> & {
    responsibleLawyers: (FileLawyer & { name: string | null; nameEn: string | null; nameAr: string | null })[];
    responsibleLawyerName: string | null;
    responsibleLawyerNameAr: string | null;
  };

/** The number after the greatest one taken: 'FL-' and five digits (the spec's prefix-plus-five pattern). */
export function nextFileNumber(taken: unknown[]): string {
  const last = taken.reduce<number>((max, n) => Math.max(max, Number(String(n).match(/(\d+)$/)?.[1] ?? 0)), 0);
  return `FL-${String(last + 1).padStart(5, '0')}`;
}

/** A file's attachment as GET /api/lawyer/files/{id}/documents lists it (the stored file's reference is not sent). */
export type FileAttachmentAnswer = {
  id: string;
  fileId: number;
  fileName: string;
  fileSize: number;
  mimeType: string;
  category: (typeof fileAttachmentCategories)[number];
  createdAt: string;
  categoryNameEn: string;
  categoryNameAr: string;
  /** where the console downloads it */
  fileUrl: string;
};

/** GET /api/lawyer/next-file-number: the number the next file would take. */
export type NextFileNumber = { fileNumber: string };
