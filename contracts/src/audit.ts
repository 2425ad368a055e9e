import { z } from 'zod';

/** The query of an audit export (`GET /api/audit/streams/{stream}/export`): its format and the PDF's language. */
export const auditExportQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'audit.invalidFormat' }),
  lang: z.enum(['en', 'ar'], { error: 'audit.invalidLanguage' }),
});
export type AuditExportQuery = z.infer<typeof auditExportQuery>;
