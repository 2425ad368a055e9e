import type { AttachmentCategory, LawyerRole } from './vocabulary';

export type AssignedLawyer = {
  id: number;
  role: LawyerRole;
};

/** An attachment chosen in the create form, not uploaded yet. */
export type PendingAttachment = {
  file: File;
  category: AttachmentCategory;
};

type FileValues = Record<string, unknown>;

const lawyersOf = (values: FileValues): AssignedLawyer[] =>
  ((values.responsibleLawyers as AssignedLawyer[] | undefined) ?? []).map(({ id, role }) => ({ id, role }));

const details = (values: FileValues) => ({
  subject: values.subject,
  notes: values.notes ?? '',
  caseDirection: values.caseDirection,
  clientId: values.clientId,
  departmentId: values.departmentId,
  officeId: values.officeId,
  responsibleLawyers: lawyersOf(values),
});

/**
 * The create form's values as the API's body. With attachments the data provider sends it as
 * multipart: `responsibleLawyers` and `attachments` as JSON text, the files as `attachmentFiles`
 * in the order of `attachments`.
 */
export function createFileRequest(values: FileValues): FileValues {
  const attachments = (values.attachments as PendingAttachment[] | undefined) ?? [];
  return {
    fileNumber: values.fileNumber || undefined,
    ...details(values),
    attachments: attachments.map(({ file, category }) => ({ fileName: file.name, category })),
    ...(attachments.length ? { attachmentFiles: attachments.map(({ file }) => file) } : {}),
  };
}

/** The edit form's values as the API's body; `version` makes a stale save fail with 409. */
export const updateFileRequest = (values: FileValues): FileValues => ({ ...details(values), version: values.version });

/** The server refuses a client without an initiation agreement with a message saying so. */
export function isAgreementRefusal(error: unknown): boolean {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  const message = typeof body?.message === 'string' ? body.message : error instanceof Error ? error.message : '';
  return message.toLowerCase().includes('initiation agreement');
}
