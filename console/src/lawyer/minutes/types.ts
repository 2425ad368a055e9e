import type { RaRecord } from 'react-admin';
import type { rulingTypes } from '@lawfirm/contracts';
import type { WaitingDeadline } from '../deadlines/WaitingForNotification';

export type RulingType = (typeof rulingTypes)[number];

/** GET /api/hearings/{id}/details -> hearing */
export interface Hearing {
  id: number;
  caseId: number;
  hearingDate: string;
  hearingTime: string | null;
  hallName: string | null;
  rollNumber: string | null;
  whatIsRequested: string | null;
  status: string;
  case: { id: number; caseNumber: string | null; titleEn: string | null; titleAr: string | null; caseTypeId: number | null };
}

/** GET /api/hearing-minutes/{id}/documents */
export interface MinutesDocument {
  id: string;
  originalName: string;
  fileName?: string;
  fileSize: number | null;
  mimeType?: string;
  categoryId: number | null;
  categoryEn: string | null;
  categoryAr: string | null;
  createdAt: string;
  uploadDate?: string;
  filePath: string;
}

/** The minutes' own fields, as the form edits them and the API stores them. */
export interface MinutesFields {
  hearingTime: string | null;
  rollNumber: string | null;
  hallNumber: string | null;
  attendedLawyerId: number | null;
  pleadingLawyerId: number | null;
  hearingReport: string | null;
  sessionNotes: string | null;
  notes: string | null;
  postponementReasonId: number | null;
  rulingType: RulingType;
  finalDecision: boolean;
  finalDecisionDate: string | null;
  finalDecisionText: string | null;
  preliminaryRulingDescription: string | null;
  preliminaryRulingDate: string | null;
  /** the day the ruling was notified to the parties (deadlines counted from notification start there) */
  rulingNotificationDate: string | null;
  hasNextHearing: boolean;
  nextHearingDate: string | null;
  nextTime: string | null;
  nextRollNumber: string | null;
  nextHallNumber: string | null;
}

/** GET /api/hearing-minutes/{id} and the history's items. */
export interface Minutes extends MinutesFields, RaRecord {
  id: number;
  hearingId: number;
  caseId: number;
  /** GET /api/hearing-minutes/{id}: the deadlines they open once they record the day the ruling was notified */
  waitingDeadlines?: WaitingDeadline[];
  attendedLawyer: string | null;
  pleadingLawyer: string | null;
  attendedLawyerNameEn: string | null;
  attendedLawyerNameAr: string | null;
  pleadingLawyerNameEn: string | null;
  pleadingLawyerNameAr: string | null;
  postponementReasonEn: string | null;
  postponementReasonAr: string | null;
  documentCount: number;
  documents?: MinutesDocument[];
  createdAt: string;
  updatedAt?: string;
  version: number;
}

/** The ruling types in the form's order (contracts' `rulingTypes`, without bundling its schemas). */
export const rulingTypeValues = ['no_ruling', 'final', 'preliminary'] as const satisfies readonly RulingType[];
