import { z } from 'zod';

/** The query of an audit export (`GET /api/audit/streams/{stream}/export`): its format and the PDF's language. */
export const auditExportQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'audit.invalidFormat' }),
  lang: z.enum(['en', 'ar'], { error: 'audit.invalidLanguage' }),
});
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

/** One field an event changed, labelled and read in both languages (query-api's describeStory); the raw values beside. */
export type FieldChange = {
  field: string;
  labelEn: string;
  labelAr: string;
  before: unknown;
  after: unknown;
  beforeEn: string | null;
  beforeAr: string | null;
  afterEn: string | null;
  afterAr: string | null;
};

/** One event of a record's history (GET /api/audit/streams/{stream}): who, when, what changed and why. */
export type HistoryEntry = {
  position: number;
  stream: string;
  revision: number;
  type: string;
  /** the version of the event's schema it was stored with */
  version: number;
  time: string | undefined;
  /** an admin's events say 'user' */
  who: { userId: number | null; userType: 'user' | 'employee' | 'system'; nameEn: string; nameAr: string };
  summaryEn: string;
  summaryAr: string;
  /** the record the event belongs to, in words ('Case: ...', 'Hearing: 2027-01-12 · ...'), never by its number */
  recordEn: string;
  recordAr: string;
  command: string | null;
  commandEn: string | null;
  commandAr: string | null;
  correlationId: string;
  /** the X-Correlation-Id the client sent, when it sent one */
  clientCorrelationId: string | null;
  causationId: string | null;
  changes: FieldChange[];
};
