import type { RaRecord } from 'react-admin';
import type { HearingDetails, MinutesAnswer, MinutesFieldName, MinutesWithDocuments, rulingTypes, StoredMinutes } from '@lawfirm/contracts';

export type RulingType = (typeof rulingTypes)[number];

/** GET /api/hearings/{id}/details -> hearing (contracts' shape) */
export type Hearing = HearingDetails['hearing'];

/** GET /api/hearing-minutes/{id}/documents */
export type { MinutesDocumentAnswer as MinutesDocument } from '@lawfirm/contracts';

/** The minutes' own fields, as the form edits them and the API stores them (contracts' minutesFieldNames). */
export type MinutesFields = Pick<StoredMinutes, MinutesFieldName>;

/**
 * GET /api/hearings/{id}/minutes-history's items; GET /api/hearing-minutes/{id} adds their documents and
 * the deadlines they open once they record the day the ruling was notified.
 */
export type Minutes = MinutesAnswer & Partial<Pick<MinutesWithDocuments, 'documents' | 'waitingDeadlines'>> & RaRecord;

/** The ruling types in the form's order (contracts' `rulingTypes`, without bundling its schemas). */
export const rulingTypeValues = ['no_ruling', 'final', 'preliminary'] as const satisfies readonly RulingType[];
