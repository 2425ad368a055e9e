import { trnOf } from '@lawfirm/contracts/billing/trn.ts';

/** a UAE TRN when given: 15 digits, spaces and dashes as typed dropped (the server's rule, contracts' trnOf) */
export const validTrn = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && trnOf(value) === null ? 'app.msg.billing.invalidTrn' : undefined);
