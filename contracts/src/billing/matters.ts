import type { ApplicableRateAnswer } from './rates.js';
import type { MatterKind } from './timeEntries.js';

/**
 * A matter the signed-in lawyer may record time on, as GET /api/billing/matters lists them for the
 * console's one picker (the time entry dialog, the top bar's timer): a case they are on, a client
 * file they are assigned to, a consultation of theirs that is not cancelled.
 */
export interface MatterAnswer {
  /** `{kind}-{matterId}`: 'case-5', 'file-3', 'consultation-2' */
  id: string;
  kind: MatterKind;
  /** the case's, file's or consultation's own id */
  matterId: number;
  /** the case's number or the file's; null for a consultation */
  number: string | null;
  /** the case's titles, a file's subject (in both), a consultation's service's names (null without one) */
  titleEn: string | null;
  titleAr: string | null;
  /** a consultation's day, the firm's (YYYY-MM-DD); null for a case or a file */
  day: string | null;
  /** its clients: a case's plaintiffs that are clients, a file's or a consultation's client */
  clientIds: number[];
}

/**
 * The rate the firm's card applies to a lawyer's time on a matter, as GET
 * /api/billing/rates/applicable answers it: the matter asked about (one of the three ids, the others
 * null) and the rate, as for a case.
 */
export interface MatterRateAnswer extends Omit<ApplicableRateAnswer, 'caseId'> {
  caseId: number | null;
  fileId: number | null;
  consultationId: number | null;
}
