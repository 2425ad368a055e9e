import type { RaRecord } from 'react-admin';
import type { FinalRuling as FinalRulingAnswer, RulingAge } from '@lawfirm/contracts';

export type { RulingAge } from '@lawfirm/contracts';
export const rulingAges: RulingAge[] = ['recent', 'mid', 'expiring'];

/** GET /api/lawyer/final-rulings?month=current (the answer's shape is contracts') */
export type FinalRuling = FinalRulingAnswer & RaRecord;
