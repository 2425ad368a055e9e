import { adminMessages } from './i18n/admin.js';
import { authMessages } from './i18n/auth.js';
import { auditMessages } from './i18n/audit.js';
import { coreMessages } from './i18n/core.js';
import { deadlineMessages } from './i18n/deadlines.js';
import { lawyerMessages } from './i18n/lawyer.js';
import { profileMessages } from './i18n/profile.js';
import { trnMessages } from './billing/trn.js';
import { searchMessages } from './search.js';

/**
 * What the console's screens word by key (`app.msg.*`): every catalogue of `messages` but billing's.
 * The billing screens import `billingMessages` themselves and the server's errors come worded in
 * both languages, so a first load (a lawyer's dashboard, the login page) carries none of billing's
 * words (docs/performance.md, the console's first load).
 */
export const screenMessages = { ...coreMessages, ...adminMessages, ...authMessages, ...lawyerMessages, ...auditMessages, ...deadlineMessages, ...profileMessages, ...searchMessages, ...trnMessages } as const;

export type ScreenMessageKey = keyof typeof screenMessages;
